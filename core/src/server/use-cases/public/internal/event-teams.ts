import { PLAYING_ENTRY_STATUSES } from '@galaxia/core';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentRegistration } from '../../../db/entities/index.ts';

/** Teams entered (registered or invited) in each of the tournaments, in one query. */
export async function enteredTeamCounts(
  em: EntityManager,
  tournamentIds: readonly string[],
): Promise<Map<string, number>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await em
    .createQueryBuilder(TournamentRegistration, 'r')
    .select(['r.tournament', raw('count(*)::int as teams')])
    .where({
      tournament: { $in: [...tournamentIds] },
      status: { $in: [...PLAYING_ENTRY_STATUSES] },
      awaitingVerification: false,
    })
    .groupBy('r.tournament')
    .execute<{ tournament: string; teams: number }[]>();
  return new Map(rows.map((row) => [row.tournament, row.teams]));
}
