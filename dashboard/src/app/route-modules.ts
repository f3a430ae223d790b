import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Puts the page modules of every route `pathname` matches into the route objects themselves, so the
 * render that follows (the server's, the browser's first, or a navigation's) finds each page in place
 * instead of drawing nothing and throwing the server's HTML away.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
