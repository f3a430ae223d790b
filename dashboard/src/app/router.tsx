import type { RouteObject } from 'react-router-dom';
import { organiserRoutes } from './organiser-routes.tsx';
import { overlayRoutes } from './overlay-routes.tsx';
import { PublicLayout } from './public-layout.tsx';
import { publicRoutes } from './public-routes.tsx';

/** Every page; the browser (main.tsx) and the server renderer (entry-server.tsx) route with the same tree. */
export const appRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: publicRoutes },
  organiserRoutes,
  overlayRoutes,
];
