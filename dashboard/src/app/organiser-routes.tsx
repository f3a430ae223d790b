import type { RouteObject } from 'react-router-dom';
import { storePage } from './store-page.ts';

/** The organiser area is one lazy branch: none of it loads on public pages. Its layout brings the store. */
export const organiserRoutes: RouteObject = {
  path: '/galaxia',
  lazy: () =>
    storePage(import('../features/organiser/shell/organiser-layout.tsx').then((m) => m.OrganiserLayout)),
  children: [
    {
      index: true,
      lazy: () =>
        import('../features/organiser/dashboard/dashboard-page.tsx').then((m) => ({
          Component: m.DashboardPage,
        })),
    },
    {
      path: 'community',
      lazy: () =>
        import('../features/organiser/community/community-settings-page.tsx').then((m) => ({
          Component: m.CommunitySettingsPage,
        })),
    },
    {
      path: 'tournaments',
      lazy: () =>
        import('../features/organiser/tournaments/my-tournaments-page.tsx').then((m) => ({
          Component: m.MyTournamentsPage,
        })),
    },
    {
      path: 'tournaments/:tournamentId/console',
      lazy: () =>
        import('../features/organiser/console/console-page.tsx').then((m) => ({ Component: m.ConsolePage })),
    },
    {
      path: 'tournaments/:tournamentId/edit',
      lazy: () =>
        import('../features/organiser/edit/edit-tournament-layout.tsx').then((m) => ({
          Component: m.EditTournamentLayout,
        })),
      children: [
        {
          path: 'basic',
          lazy: () =>
            import('../features/organiser/basic/basic-step.tsx').then((m) => ({ Component: m.BasicStep })),
        },
        {
          path: 'roadmap',
          lazy: () =>
            import('../features/organiser/roadmap/roadmap-step.tsx').then((m) => ({
              Component: m.RoadmapStep,
            })),
        },
        {
          path: 'calendar',
          lazy: () =>
            import('../features/organiser/calendar/calendar-step.tsx').then((m) => ({
              Component: m.CalendarStep,
            })),
        },
        {
          path: 'registration',
          lazy: () =>
            import('../features/organiser/registration/registration-step.tsx').then((m) => ({
              Component: m.RegistrationStep,
            })),
        },
        {
          path: 'breakdown',
          lazy: () =>
            import('../features/organiser/breakdown/breakdown-step.tsx').then((m) => ({
              Component: m.BreakdownStep,
            })),
        },
        {
          path: 'publish',
          lazy: () =>
            import('../features/organiser/publish/publish-step.tsx').then((m) => ({
              Component: m.PublishStep,
            })),
        },
        {
          path: 'graphics/:section',
          lazy: () =>
            import('../features/organiser/graphics/graphics-step.tsx').then((m) => ({
              Component: m.GraphicsStep,
            })),
        },
      ],
    },
    {
      path: 'teams',
      lazy: () =>
        import('../features/my-teams/teams/teams-page.tsx').then((m) => ({ Component: m.TeamsPage })),
    },
    {
      path: 'team/:teamId',
      lazy: () => import('../features/my-teams/teams/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
    },
    {
      path: 'stream-tools',
      lazy: () =>
        import('../features/organiser/stream-tools/stream-tools-page.tsx').then((m) => ({
          Component: m.StreamToolsPage,
        })),
    },
    {
      path: 'verify',
      lazy: () =>
        import('../features/organiser/verify/verify-page.tsx').then((m) => ({ Component: m.VerifyPage })),
    },
    {
      path: 'discord',
      lazy: () =>
        import('../features/organiser/discord/discord-settings-page.tsx').then((m) => ({
          Component: m.DiscordSettingsPage,
        })),
    },
    {
      path: 'commands',
      lazy: () =>
        import('../features/organiser/commands/command-set-page.tsx').then((m) => ({
          Component: m.CommandSetPage,
        })),
    },
    {
      path: 'enquiries',
      lazy: () =>
        import('../features/organiser/enquiries/enquiries-page.tsx').then((m) => ({
          Component: m.EnquiriesPage,
        })),
    },
    {
      path: '*',
      lazy: () =>
        import('../features/organiser/shell/galaxy-not-found.tsx').then((m) => ({
          Component: m.GalaxyNotFound,
        })),
    },
  ],
};
