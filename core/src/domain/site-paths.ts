/**
 * Website paths the server links to (notifications, messages). They mirror the dashboard's router
 * (dashboard/src/lib/paths.ts), which keeps its own copy for the browser bundle's links.
 */
export const sitePaths = {
  event: (id: string) => `/events/${id}`,
  eventMatch: (id: string, matchId: string) => `/events/${id}/matches/${matchId}`,
  myTeams: '/my-teams',
  myTeam: (id: string) => `/my-teams/${id}`,
  organiserConsole: (id: string) => `/galaxia/tournaments/${id}/console`,
} as const;
