import { dataVersions } from './data-versions.ts';
import { readPreloadedDataVersion, readPreloadedQueries } from './preloaded-queries.ts';
import { type AppStore, makeStore, seedQueries } from './store.ts';

let store: AppStore | undefined;

/** The tab's one store, made when the first page or header part that needs it loads. */
export function browserStore(): AppStore {
  if (!store) {
    store = makeStore();
    seedQueries(store, readPreloadedQueries());
    // The page's first data is of this version: no later answer older than it replaces it.
    const preloaded = readPreloadedDataVersion();
    if (preloaded) dataVersions.note(preloaded.eventId, preloaded.version);
  }
  return store;
}
