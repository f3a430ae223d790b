import { configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './api-slice.ts';
import type { PreloadedQuery } from './preloaded-queries.ts';

/** One store per browser tab, and one per server-rendered page so no reader sees another's data. */
export const makeStore = () =>
  configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Puts the server's answers in the cache, so the first render shows them and nothing refetches. */
export function seedQueries(store: AppStore, queries: readonly PreloadedQuery[]) {
  // The home page's reads are not the store's: it reads them without it (lib/use-public-read.ts).
  const known = queries.filter((query) => query.endpointName in apiSlice.endpoints);
  if (!known.length) return;
  store.dispatch(apiSlice.util.upsertQueryEntries(known as never));
}
