import { createBrowserRouter } from 'react-router-dom';
import { organiserRoutes } from './organiser-routes.tsx';
import { overlayRoutes } from './overlay-routes.tsx';
import { PublicLayout } from './public-layout.tsx';
import { publicRoutes } from './public-routes.tsx';

export const router = createBrowserRouter([
  { element: <PublicLayout />, children: publicRoutes },
  organiserRoutes,
  overlayRoutes,
]);
