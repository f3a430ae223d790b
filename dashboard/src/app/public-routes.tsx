import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page.tsx';
import { storePage } from './store-page.ts';

/**
 * Public pages: the home page loads with the app and without the store; every other page is its own
 * lazy chunk and brings the store (Redux, RTK Query) with it.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    path: 'events',
    lazy: () => storePage(import('../features/events/events-page.tsx').then((m) => m.EventsPage)),
  },
  {
    path: 'events/:eventId',
    children: [
      {
        index: true,
        lazy: () =>
          storePage(import('../features/event/event-detail-page.tsx').then((m) => m.EventDetailPage)),
      },
      {
        path: 'calendar',
        lazy: () => storePage(import('../features/event/calendar-page.tsx').then((m) => m.CalendarPage)),
      },
      {
        path: 'prize-pool',
        lazy: () => storePage(import('../features/event/prize-pool-page.tsx').then((m) => m.PrizePoolPage)),
      },
      {
        path: 'teams',
        lazy: () => storePage(import('../features/event/teams-page.tsx').then((m) => m.TeamsPage)),
      },
      {
        path: 'teams/:teamId',
        lazy: () => storePage(import('../features/event/team-detail-page.tsx').then((m) => m.TeamDetailPage)),
      },
      {
        path: 'rulebook',
        lazy: () => storePage(import('../features/event/rulebook-page.tsx').then((m) => m.RulebookPage)),
      },
      {
        path: 'roadmap',
        lazy: () => storePage(import('../features/event/roadmap-page.tsx').then((m) => m.RoadmapPage)),
      },
      {
        path: 'brackets',
        lazy: () => storePage(import('../features/event/brackets-page.tsx').then((m) => m.BracketsPage)),
      },
      {
        path: 'streams',
        lazy: () => storePage(import('../features/event/streams-page.tsx').then((m) => m.StreamsPage)),
      },
      {
        path: 'matches',
        lazy: () => storePage(import('../features/event/matches-page.tsx').then((m) => m.MatchesPage)),
      },
      {
        path: 'matches/:matchId',
        lazy: () =>
          storePage(import('../features/event/match-detail-page.tsx').then((m) => m.MatchDetailPage)),
      },
      {
        path: 'lobbies/:lobbyId',
        lazy: () =>
          storePage(import('../features/event/battle-royale/lobby-page.tsx').then((m) => m.LobbyPage)),
      },
      {
        path: 'stats',
        lazy: () => storePage(import('../features/event/stats-page.tsx').then((m) => m.StatsPage)),
      },
      {
        path: 'announcements',
        lazy: () =>
          storePage(import('../features/event/announcements-page.tsx').then((m) => m.AnnouncementsPage)),
      },
    ],
  },
  {
    path: 'teams/:teamId',
    lazy: () => storePage(import('../features/event/resolve-event-page.tsx').then((m) => m.ResolveTeamPage)),
  },
  {
    path: 'matches/:matchId',
    lazy: () => storePage(import('../features/event/resolve-event-page.tsx').then((m) => m.ResolveMatchPage)),
  },
  {
    path: 'players/:playerId',
    lazy: () => storePage(import('../features/players/player-page.tsx').then((m) => m.PlayerPage)),
  },
  {
    path: 'c/:slug',
    lazy: () => storePage(import('../features/communities/community-page.tsx').then((m) => m.CommunityPage)),
  },
  {
    path: 'creatives',
    lazy: () => storePage(import('../features/creatives/creatives-page.tsx').then((m) => m.CreativesPage)),
  },
  {
    path: 'creatives/:service',
    lazy: () => storePage(import('../features/creatives/service-page.tsx').then((m) => m.ServicePage)),
  },
  {
    path: 'tournaments',
    lazy: () =>
      storePage(import('../features/tournaments/tournaments-page.tsx').then((m) => m.TournamentsPage)),
  },
  {
    path: 'tournaments/:tournamentId',
    lazy: () =>
      storePage(import('../features/tournaments/tournaments-page.tsx').then((m) => m.TournamentRedirect)),
  },
  {
    path: 'about',
    lazy: () => storePage(import('../features/about/about-page.tsx').then((m) => m.AboutPage)),
  },
  {
    path: 'contact',
    lazy: () => storePage(import('../features/contact/contact-page.tsx').then((m) => m.ContactPage)),
  },
  {
    path: 'profile',
    lazy: () => storePage(import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage)),
  },
  {
    path: 'settings',
    lazy: () => storePage(import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage)),
  },
  {
    path: 'settings/game-accounts',
    lazy: () =>
      storePage(import('../features/settings/game-accounts-page.tsx').then((m) => m.GameAccountsPage)),
  },
  {
    path: 'my-teams',
    lazy: () => storePage(import('../features/my-teams/my-teams-page.tsx').then((m) => m.MyTeamsPage)),
  },
  {
    path: 'my-teams/:teamId',
    lazy: () => storePage(import('../features/my-teams/manage-team-page.tsx').then((m) => m.ManageTeamPage)),
  },
  {
    path: 'single',
    lazy: () =>
      storePage(import('../features/bracket-demo/bracket-demo-page.tsx').then((m) => m.BracketDemoPage)),
  },
  {
    path: 'login',
    lazy: () => storePage(import('../features/auth/login-page.tsx').then((m) => m.LoginPage)),
  },
  {
    path: 'sign-up',
    lazy: () => storePage(import('../features/auth/sign-up-page.tsx').then((m) => m.SignUpPage)),
  },
  {
    path: 'verify-email',
    lazy: () => storePage(import('../features/auth/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      storePage(import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
  },
  {
    path: 'reset-password',
    lazy: () =>
      storePage(import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
  },
  {
    path: 'dev/outbox',
    lazy: () => storePage(import('../features/dev-outbox/dev-outbox-page.tsx').then((m) => m.DevOutboxPage)),
  },
  {
    path: 'auth/complete',
    lazy: () => storePage(import('../features/auth/auth-complete-page.tsx').then((m) => m.AuthCompletePage)),
  },
  {
    path: '*',
    lazy: () => storePage(import('../components/layout/not-found-page.tsx').then((m) => m.NotFoundPage)),
  },
];
