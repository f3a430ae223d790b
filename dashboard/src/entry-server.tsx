import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { type PreloadedQuery, PreloadedReads } from './app/preloaded-queries.ts';
import { loadRouteModules } from './app/route-modules.ts';
import { AppRoutes, appRoutes } from './app/router.tsx';
import { makeStore, seedQueries } from './app/store.ts';

export type { PreloadedQuery };

/** The page at `url` as HTML, with the reads the api already answered in place of loading states. */
export async function renderPage(url: string, queries: readonly PreloadedQuery[]): Promise<string> {
  const { pathname, search, hash } = new URL(url);
  await loadRouteModules(appRoutes, pathname);
  const store = makeStore();
  seedQueries(store, queries);
  // The same router tree as the browser's (main.tsx), so hydration finds the markup it would draw.
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <PreloadedReads value={queries}>
          <StaticRouter location={{ pathname, search, hash }}>
            <AppRoutes />
          </StaticRouter>
        </PreloadedReads>
      </Provider>
    </StrictMode>,
  );
}
