// The header's `me` endpoint must exist before seeding: the server answers it for every signed-out page.
import './auth-api.ts';
import { readPreloadedQueries } from './preloaded-queries.ts';
import { type AppStore, makeStore, seedQueries } from './store.ts';

let store: AppStore | undefined;

/** The tab's one store, made when the first page or header part that needs it loads. */
export function browserStore(): AppStore {
  if (!store) {
    store = makeStore();
    seedQueries(store, readPreloadedQueries());
  }
  return store;
}
