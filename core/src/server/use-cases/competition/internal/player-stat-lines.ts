import { AppError, messages, PLAYING_ENTRY_STATUSES, type PlayerStatLine } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchPlayerStat, Team, TournamentRegistration, User } from '../../../db/entities/index.ts';
import type { MatchRow } from './match-rows.ts';

/**
 * Replaces a match's player lines with the ones sent with its result. Only players on the two teams'
 * rosters for this tournament may have a line, one each. Nothing sent leaves the stored lines as they are.
 */
export async function recordPlayerStats(
  em: EntityManager,
  match: MatchRow,
  lines: readonly PlayerStatLine[] | undefined,
): Promise<void> {
  if (lines === undefined) return;
  const sides = [match.teamA!.id, match.teamB!.id];
  const entries = await em.find(TournamentRegistration, {
    tournament: match.tournament.id,
    team: { $in: sides },
    status: { $in: [...PLAYING_ENTRY_STATUSES] },
    awaitingVerification: false,
  });
  const teamOf = new Map(entries.flatMap((entry) => entry.roster.map((userId) => [userId, entry.team.id])));
  if (new Set(lines.map((line) => line.userId)).size !== lines.length) {
    throw new AppError(
      'BAD_REQUEST',
      'COMPETITION_STATS_DUPLICATE_PLAYER',
      messages.competition.statsDuplicatePlayer,
    );
  }
  if (!lines.every((line) => teamOf.has(line.userId))) {
    throw new AppError(
      'BAD_REQUEST',
      'COMPETITION_STATS_PLAYER_NOT_IN_MATCH',
      messages.competition.statsPlayerNotInMatch,
    );
  }
  await em.nativeDelete(MatchPlayerStat, { match: match.id });
  for (const { userId, ...figures } of lines) {
    em.create(MatchPlayerStat, {
      match,
      team: em.getReference(Team, teamOf.get(userId)!),
      user: em.getReference(User, userId),
      ...figures,
    });
  }
}
