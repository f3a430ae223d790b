import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createBrowserHistory } from './app/browser-history.ts';
import { PreloadedReads, readPreloadedQueries } from './app/preloaded-queries.ts';
import { loadRouteModules } from './app/route-modules.ts';
import { AppRoutes, appRoutes } from './app/router.tsx';
import { documentLanguage, LanguageProvider, loadLanguage } from './lib/i18n/language.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(container: HTMLElement) {
  const serverRendered = container.hasChildNodes();
  // The first render needs the page's lazy modules in place: on a server-rendered page they also register
  // the endpoints the server's preloaded reads belong to.
  // The language the server drew the page in: its texts are in place before hydration compares them.
  const language = documentLanguage();
  await Promise.all([loadRouteModules(appRoutes, window.location.pathname), loadLanguage(language)]);
  // No store here: the pages that need one bring it (app/with-store.tsx), so the home page loads no Redux.
  const app = (
    <StrictMode>
      <LanguageProvider initial={language}>
        <PreloadedReads value={readPreloadedQueries()}>
          <HistoryRouter history={createBrowserHistory(appRoutes)}>
            <AppRoutes />
          </HistoryRouter>
        </PreloadedReads>
      </LanguageProvider>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
