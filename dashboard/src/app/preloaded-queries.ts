import { apiSlice } from './api-slice.ts';
import type { AppStore } from './store.ts';

/** One public read the server already answered: the RTK Query endpoint, its argument and the answer. */
export interface PreloadedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** The id of the JSON script the server writes the page's reads into (JSON, so the CSP lets it be). */
export const PRELOADED_QUERIES_ID = 'galaxia-queries';

/** Puts the server's answers in the cache, so the first render shows them and nothing refetches. */
export function seedQueries(store: AppStore, queries: readonly PreloadedQuery[]) {
  if (!queries.length) return;
  store.dispatch(apiSlice.util.upsertQueryEntries(queries as never));
}

export function readPreloadedQueries(): PreloadedQuery[] {
  const script = document.getElementById(PRELOADED_QUERIES_ID);
  if (!script?.textContent) return [];
  try {
    return JSON.parse(script.textContent) as PreloadedQuery[];
  } catch {
    return [];
  }
}
