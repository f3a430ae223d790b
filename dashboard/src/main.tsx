import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { readPreloadedQueries, seedQueries } from './app/preloaded-queries.ts';
import { appRoutes } from './app/router.tsx';
import { makeStore } from './app/store.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A server-rendered page hydrates only once its lazy route modules are in place (otherwise the first
 * client render would be empty and throw the server's HTML away); those modules also register the
 * endpoints the server's preloaded reads belong to.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const serverRendered = container.hasChildNodes();
  if (serverRendered) await loadMatchedRoutes();
  const store = makeStore();
  seedQueries(store, readPreloadedQueries());
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createBrowserRouter(appRoutes)} />
      </Provider>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
