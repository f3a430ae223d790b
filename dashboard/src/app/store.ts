import { configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './api-slice.ts';

/** One store per browser tab, and one per server-rendered page so no reader sees another's data. */
export const makeStore = () =>
  configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
