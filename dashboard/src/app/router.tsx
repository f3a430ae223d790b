import { type RouteObject, useRoutes } from 'react-router-dom';
import { organiserRoutes } from './organiser-routes.tsx';
import { overlayRoutes } from './overlay-routes.tsx';
import { PublicLayout } from './public-layout.tsx';
import { publicRoutes } from './public-routes.tsx';

/**
 * Every page; the browser (main.tsx) and the server renderer (entry-server.tsx) route with the same tree.
 * Lazy routes are loaded before a render that needs them (app/route-modules.ts).
 */
export const appRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: publicRoutes },
  organiserRoutes,
  overlayRoutes,
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
