import type { RouteObject } from 'react-router-dom';

/** OBS browser sources: outside the site's layout, so nothing but the overlay is drawn. */
export const overlayRoutes: RouteObject = {
  path: 'overlay/:eventId',
  children: [
    {
      path: 'match/:matchId',
      lazy: () =>
        import('../features/event/overlay/match-overlay-page.tsx').then((m) => ({
          Component: m.MatchOverlayPage,
        })),
    },
    {
      path: 'upcoming',
      lazy: () =>
        import('../features/event/overlay/upcoming-overlay-page.tsx').then((m) => ({
          Component: m.UpcomingOverlayPage,
        })),
    },
    {
      path: 'standings',
      lazy: () =>
        import('../features/event/overlay/standings-overlay-page.tsx').then((m) => ({
          Component: m.StandingsOverlayPage,
        })),
    },
  ],
};
