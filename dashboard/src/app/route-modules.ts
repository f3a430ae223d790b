import { matchRoutes, type RouteObject } from 'react-router-dom';

const lazyMatches = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).filter(({ route }) => typeof route.lazy === 'function');

/** True when every route `pathname` matches has its page module in place already. */
export function routeModulesLoaded(routes: RouteObject[], pathname: string): boolean {
  return lazyMatches(routes, pathname).length === 0;
}

/**
 * Puts the page modules of every route `pathname` matches into the route objects themselves, so the
 * render that follows (the server's, the browser's first, or a navigation's) finds each page in place
 * instead of drawing nothing and throwing the server's HTML away.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    lazyMatches(routes, pathname).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
