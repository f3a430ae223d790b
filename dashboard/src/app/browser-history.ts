import {
  type HistoryRouterProps,
  type Location,
  NavigationType,
  parsePath,
  type RouteObject,
  type To,
  UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import { blockNavigation } from './navigation-blocker.ts';
import { loadRouteModules, routeModulesLoaded } from './route-modules.ts';
import { rememberScroll } from './scroll-restoration.tsx';

type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Listener = (update: Update) => void;

/**
 * The tab's history for React Router's lean <HistoryRouter> rather than its data router, whose runtime
 * cost the home page 16 KB of gzipped JavaScript (issue #19). It does the three things the site took from the data
 * router: a page's lazy module is loaded before the page is shown, an open page may hold a navigation
 * back (app/navigation-blocker.ts), and the scroll height is remembered for Back (app/scroll-restoration.tsx).
 */
export function createBrowserHistory(routes: RouteObject[]): History {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  // The location on screen: the address bar runs ahead of it while a page's module loads.
  let shown = history.location;
  // A blocked Back/Forward is undone with history.go: the pop that undoing causes is not a navigation, and
  // the page may let the navigation through only once that pop came (Chromium drops a go() made meanwhile).
  let undone: (() => void) | null = null;
  // The pop of a Back/Forward the page let through is not held back a second time.
  let proceedingPop = false;

  const nextLocation = (to: To, state: unknown): Location => ({
    ...shown,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: '',
  });

  const change = (
    action: NavigationType.Push | NavigationType.Replace,
    to: To,
    state?: unknown,
    options?: unknown,
  ) => {
    const run = () => {
      rememberScroll(shown, (options as { preventScrollReset?: boolean } | undefined)?.preventScrollReset);
      if (action === NavigationType.Push) history.push(to, state);
      else history.replace(to, state);
    };
    const navigation = {
      currentLocation: shown,
      nextLocation: nextLocation(to, state),
      historyAction: action,
    };
    if (!blockNavigation(navigation, run)) run();
  };

  const heldBackPop = (update: Update) => {
    if (undone) {
      undone();
      undone = null;
      return true;
    }
    if (proceedingPop) {
      proceedingPop = false;
      return false;
    }
    const delta = update.delta;
    if (!delta) return false;
    const navigation = {
      currentLocation: shown,
      nextLocation: update.location,
      historyAction: update.action,
    };
    let resolveUndo = () => {};
    const undoing = new Promise<void>((resolve) => {
      resolveUndo = resolve;
    });
    const proceed = () =>
      void undoing.then(() => {
        proceedingPop = true;
        history.go(delta);
      });
    if (!blockNavigation(navigation, proceed)) return false;
    undone = resolveUndo;
    history.go(-delta);
    return true;
  };

  const show = async (update: Update, listener: Listener) => {
    if (update.action === NavigationType.Pop) {
      if (heldBackPop(update)) return;
      rememberScroll(shown);
    }
    // Synchronously when the modules are there: a search-param change from a text field must not lag.
    if (!routeModulesLoaded(routes, update.location.pathname)) {
      try {
        await loadRouteModules(routes, update.location.pathname);
      } catch {
        // The page's module is gone (a new deploy) or the network dropped: load the page from the server.
        window.location.reload();
        return;
      }
      // A later navigation overtook this one while its module loaded.
      if (history.location.key !== update.location.key) return;
    }
    shown = update.location;
    listener(update);
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options?: unknown) => change(NavigationType.Push, to, state, options),
    replace: (to, state, options?: unknown) => change(NavigationType.Replace, to, state, options),
    listen: (listener) => history.listen((update) => void show(update, listener)),
  };
}
