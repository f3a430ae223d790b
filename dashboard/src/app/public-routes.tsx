import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page.tsx';

/** Public pages: the home page loads with the app; every other page is its own lazy chunk. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    path: 'events',
    lazy: () => import('../features/events/events-page.tsx').then((m) => ({ Component: m.EventsPage })),
  },
  {
    path: 'events/:eventId',
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/event/event-detail-page.tsx').then((m) => ({ Component: m.EventDetailPage })),
      },
      {
        path: 'calendar',
        lazy: () =>
          import('../features/event/calendar-page.tsx').then((m) => ({ Component: m.CalendarPage })),
      },
      {
        path: 'prize-pool',
        lazy: () =>
          import('../features/event/prize-pool-page.tsx').then((m) => ({ Component: m.PrizePoolPage })),
      },
      {
        path: 'teams',
        lazy: () => import('../features/event/teams-page.tsx').then((m) => ({ Component: m.TeamsPage })),
      },
      {
        path: 'teams/:teamId',
        lazy: () =>
          import('../features/event/team-detail-page.tsx').then((m) => ({ Component: m.TeamDetailPage })),
      },
      {
        path: 'rulebook',
        lazy: () =>
          import('../features/event/rulebook-page.tsx').then((m) => ({ Component: m.RulebookPage })),
      },
      {
        path: 'roadmap',
        lazy: () => import('../features/event/roadmap-page.tsx').then((m) => ({ Component: m.RoadmapPage })),
      },
      {
        path: 'brackets',
        lazy: () =>
          import('../features/event/brackets-page.tsx').then((m) => ({ Component: m.BracketsPage })),
      },
      {
        path: 'streams',
        lazy: () => import('../features/event/streams-page.tsx').then((m) => ({ Component: m.StreamsPage })),
      },
      {
        path: 'matches',
        lazy: () => import('../features/event/matches-page.tsx').then((m) => ({ Component: m.MatchesPage })),
      },
      {
        path: 'matches/:matchId',
        lazy: () =>
          import('../features/event/match-detail-page.tsx').then((m) => ({ Component: m.MatchDetailPage })),
      },
      {
        path: 'lobbies/:lobbyId',
        lazy: () =>
          import('../features/event/battle-royale/lobby-page.tsx').then((m) => ({ Component: m.LobbyPage })),
      },
      {
        path: 'stats',
        lazy: () => import('../features/event/stats-page.tsx').then((m) => ({ Component: m.StatsPage })),
      },
      {
        path: 'announcements',
        lazy: () =>
          import('../features/event/announcements-page.tsx').then((m) => ({
            Component: m.AnnouncementsPage,
          })),
      },
    ],
  },
  {
    path: 'teams/:teamId',
    lazy: () =>
      import('../features/event/resolve-event-page.tsx').then((m) => ({ Component: m.ResolveTeamPage })),
  },
  {
    path: 'matches/:matchId',
    lazy: () =>
      import('../features/event/resolve-event-page.tsx').then((m) => ({ Component: m.ResolveMatchPage })),
  },
  {
    path: 'players/:playerId',
    lazy: () => import('../features/players/player-page.tsx').then((m) => ({ Component: m.PlayerPage })),
  },
  {
    path: 'creatives',
    lazy: () =>
      import('../features/creatives/creatives-page.tsx').then((m) => ({ Component: m.CreativesPage })),
  },
  {
    path: 'creatives/:service',
    lazy: () => import('../features/creatives/service-page.tsx').then((m) => ({ Component: m.ServicePage })),
  },
  {
    path: 'tournaments',
    lazy: () =>
      import('../features/tournaments/tournaments-page.tsx').then((m) => ({ Component: m.TournamentsPage })),
  },
  {
    path: 'tournaments/:tournamentId',
    lazy: () =>
      import('../features/tournaments/tournaments-page.tsx').then((m) => ({
        Component: m.TournamentRedirect,
      })),
  },
  {
    path: 'about',
    lazy: () => import('../features/about/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contact',
    lazy: () => import('../features/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'profile',
    lazy: () => import('../features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'settings',
    lazy: () => import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: 'my-teams',
    lazy: () => import('../features/my-teams/my-teams-page.tsx').then((m) => ({ Component: m.MyTeamsPage })),
  },
  {
    path: 'my-teams/:teamId',
    lazy: () =>
      import('../features/my-teams/manage-team-page.tsx').then((m) => ({ Component: m.ManageTeamPage })),
  },
  {
    path: 'single',
    lazy: () =>
      import('../features/bracket-demo/bracket-demo-page.tsx').then((m) => ({
        Component: m.BracketDemoPage,
      })),
  },
  {
    path: 'login',
    lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'sign-up',
    lazy: () => import('../features/auth/sign-up-page.tsx').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'verify-email',
    lazy: () =>
      import('../features/auth/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'dev/outbox',
    lazy: () =>
      import('../features/dev-outbox/dev-outbox-page.tsx').then((m) => ({ Component: m.DevOutboxPage })),
  },
  {
    path: 'auth/complete',
    lazy: () =>
      import('../features/auth/auth-complete-page.tsx').then((m) => ({ Component: m.AuthCompletePage })),
  },
  {
    path: '*',
    lazy: () =>
      import('../components/layout/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];
