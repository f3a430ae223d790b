import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { PreloadedReads, readPreloadedQueries } from './app/preloaded-queries.ts';
import { appRoutes } from './app/router.tsx';
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
  // No store here: the pages that need one bring it (app/with-store.tsx), so the home page loads no Redux.
  const app = (
    <StrictMode>
      <PreloadedReads value={readPreloadedQueries()}>
        <RouterProvider router={createBrowserRouter(appRoutes)} />
      </PreloadedReads>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
