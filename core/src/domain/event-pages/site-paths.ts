/** Public pages the server links to (notifications, posts); they match the dashboard's routes. */
export const sitePaths = {
  eventMatch: (tournamentId: string, matchId: string) => `/events/${tournamentId}/matches/${matchId}`,
} as const;
