import type { TournamentMatchLine } from '@galaxia/core';

/** How a list spanning tournaments names a match; its tournament and teams must be loaded. */
export const tournamentMatchLineOf = (match: {
  name: string;
  tournament: { id: string; eventName: string };
  teamA?: { name: string } | null;
  teamB?: { name: string } | null;
}): TournamentMatchLine => ({
  tournamentId: match.tournament.id,
  tournamentName: match.tournament.eventName,
  name: match.name,
  teamA: match.teamA?.name ?? null,
  teamB: match.teamB?.name ?? null,
});
