import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { type PreloadedQuery, PreloadedReads } from './app/preloaded-queries.ts';
import { appRoutes } from './app/router.tsx';
import { makeStore, seedQueries } from './app/store.ts';

export type { PreloadedQuery };

const handler = createStaticHandler(appRoutes);

/**
 * The page at `url` as HTML, with the reads the api already answered in place of loading states.
 * Null when the router answers with a redirect instead of a page.
 */
export async function renderPage(url: string, queries: readonly PreloadedQuery[]): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const store = makeStore();
  seedQueries(store, queries);
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <PreloadedReads value={queries}>
          {/* hydrate=false: the browser router needs no loader data, and the CSP refuses inline scripts. */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </PreloadedReads>
      </Provider>
    </StrictMode>,
  );
}
