import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { organiserRoutes } from './organiser-routes.tsx';
import { PublicLayout } from './public-layout.tsx';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'auth/complete',
        lazy: () =>
          import('../features/auth/auth-complete-page.tsx').then((m) => ({ Component: m.AuthCompletePage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  organiserRoutes,
]);
