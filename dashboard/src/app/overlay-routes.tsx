import type { RouteObject } from 'react-router-dom';
import { storePage } from './store-page.ts';

/** OBS browser sources: outside the site's layout, so nothing but the overlay is drawn. */
export const overlayRoutes: RouteObject = {
  path: 'overlay/:eventId',
  children: [
    {
      path: 'match/:matchId',
      lazy: () =>
        storePage(import('../features/event/overlay/match-overlay-page.tsx').then((m) => m.MatchOverlayPage)),
    },
    {
      path: 'upcoming',
      lazy: () =>
        storePage(
          import('../features/event/overlay/upcoming-overlay-page.tsx').then((m) => m.UpcomingOverlayPage),
        ),
    },
    {
      path: 'standings',
      lazy: () =>
        storePage(
          import('../features/event/overlay/standings-overlay-page.tsx').then((m) => m.StandingsOverlayPage),
        ),
    },
  ],
};
