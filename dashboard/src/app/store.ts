import { configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './api-slice.ts';
import type { PreloadedQuery } from './preloaded-queries.ts';
import { endpointOfRead } from './seeded-reads.ts';

/** One store per browser tab, and one per server-rendered page so no reader sees another's data. */
export const makeStore = () =>
  configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Puts the server's answers in the cache, so the first render shows them and nothing refetches. Each
 * read names its route by the route table's key; one no endpoint holds throws (seeded-reads.ts).
 */
export function seedQueries(store: AppStore, queries: readonly PreloadedQuery[]) {
  const entries = queries.flatMap(({ route, arg, value }) => {
    const endpointName = endpointOfRead(route);
    return endpointName ? [{ endpointName, arg, value }] : [];
  });
  if (!entries.length) return;
  store.dispatch(apiSlice.util.upsertQueryEntries(entries as never));
}
