import {
  CIRCUIT_TIEBREAKS,
  type CircuitSeason,
  type CommunityCircuit,
  circuitLeaderboard,
  type FinalPlacingView,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommunitySeries, TournamentRegistration, User } from '../../db/entities/index.ts';

/** A finished season of the server as the community page read it: its series and final placings. */
export interface FinishedSeason {
  tournamentId: string;
  series: string;
  seasonNumber: number;
  placings: FinalPlacingView[];
}

/** Who played for each placed team in each season: the roster it registered with. */
async function rostersOf(em: EntityManager, seasons: readonly FinishedSeason[]) {
  const registrations = await em.find(
    TournamentRegistration,
    { tournament: { $in: seasons.map((season) => season.tournamentId) } },
    { fields: ['tournament', 'team', 'roster'] },
  );
  const users = await em.find(
    User,
    { id: { $in: [...new Set(registrations.flatMap((row) => row.roster))] } },
    { fields: ['id', 'name'] },
  );
  const names = new Map(users.map((user) => [user.id, user.name]));
  return new Map(
    registrations.map((row) => [
      `${row.tournament.id}:${row.team.id}`,
      row.roster.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    ]),
  );
}

/**
 * The circuit leaderboard of each series with a points table, from the seasons' final placings as
 * they stand now: a corrected final changes them, and so the leaderboard, on the next read.
 */
export async function communityCircuits(
  em: EntityManager,
  serverId: string,
  finished: readonly FinishedSeason[],
): Promise<CommunityCircuit[]> {
  const series = await em.find(CommunitySeries, { server: serverId }, { orderBy: { name: 'asc' } });
  const withTables = series.filter((row) => row.pointsTable.length > 0);
  if (withTables.length === 0) return [];
  const rosters = await rostersOf(em, finished);
  return withTables.map((row) => {
    const seasons: CircuitSeason[] = finished
      .filter((season) => season.series === row.name)
      .map((season) => ({
        seasonNumber: season.seasonNumber,
        placings: season.placings.map((placing) => ({
          place: placing.place,
          entrant: { id: placing.team.id, name: placing.team.name },
          players: rosters.get(`${season.tournamentId}:${placing.team.id}`) ?? [],
        })),
      }));
    return {
      series: row.name,
      table: row.pointsTable,
      tiebreaks: [...CIRCUIT_TIEBREAKS],
      ...circuitLeaderboard(seasons, row.pointsTable),
    };
  });
}
