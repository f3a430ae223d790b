import type { Language } from '@galaxia/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { type PreloadedQuery, PreloadedReads } from './app/preloaded-queries.ts';
import { loadRouteModules } from './app/route-modules.ts';
import { AppRoutes, appRoutes } from './app/router.tsx';
import { makeStore, seedQueries } from './app/store.ts';
import { LanguageProvider, loadLanguage } from './lib/i18n/language.tsx';

export type { PreloadedQuery };

/**
 * The page at `url` as HTML in `language`, with the reads the api already answered in place of loading
 * states. The api writes the same language into `<html lang>`, from which the browser hydrates.
 */
export async function renderPage(
  url: string,
  queries: readonly PreloadedQuery[],
  language: Language = 'en',
): Promise<string> {
  const { pathname, search, hash } = new URL(url);
  await Promise.all([loadRouteModules(appRoutes, pathname), loadLanguage(language)]);
  const store = makeStore();
  seedQueries(store, queries);
  // The same router tree as the browser's (main.tsx), so hydration finds the markup it would draw.
  return renderToString(
    <StrictMode>
      <LanguageProvider initial={language}>
        <Provider store={store}>
          <PreloadedReads value={queries}>
            <StaticRouter location={{ pathname, search, hash }}>
              <AppRoutes />
            </StaticRouter>
          </PreloadedReads>
        </Provider>
      </LanguageProvider>
    </StrictMode>,
  );
}
