import {
  AppError,
  breakdownCountsSchema,
  type GameId,
  hasTownHallBreakdown,
  messages,
  type Refusal,
  refusal,
  rosterTownHallMessage,
  rosterTownHalls,
  TOWN_HALL_LEVEL_KEYS,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GameAccount, type Tournament, User } from '../../../db/entities/index.ts';

/**
 * A Clash of Clans roster must field the tournament's Town Hall breakdown with its players' verified
 * accounts. A tournament without a saved breakdown, or of another game, asks nothing.
 */
export async function checkRosterTownHalls(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  roster: readonly string[],
): Promise<void> {
  const problem = await rosterTownHallProblem(em, tournament, roster);
  if (problem) throw new AppError('BAD_REQUEST', problem.code, problem.message);
}

/**
 * Why a roster does not field the breakdown (the levels missing and surplus, or the player whose level
 * is unknown); null when it does or nothing is asked.
 */
export async function rosterTownHallProblem(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  roster: readonly string[],
): Promise<Refusal | null> {
  if (!hasTownHallBreakdown(tournament.gameId as GameId) || !tournament.breakdown) return null;
  const breakdown = breakdownCountsSchema.parse(tournament.breakdown);
  if (TOWN_HALL_LEVEL_KEYS.every((level) => breakdown[level] === 0)) return null;
  const accounts = await em.find(GameAccount, {
    user: { $in: [...roster] },
    gameId: 'coc',
    status: 'verified',
  });
  const levelOf = new Map(accounts.map((account) => [account.user.id, account.townHallLevel ?? null]));
  const unknown = roster.find((userId) => (levelOf.get(userId) ?? null) === null);
  if (unknown)
    return refusal(
      'BREAKDOWN_LEVEL_UNKNOWN',
      messages.breakdown.levelUnknown((await em.findOneOrFail(User, unknown)).name),
    );
  const mismatch = rosterTownHallMessage(
    rosterTownHalls(
      breakdown,
      roster.map((userId) => levelOf.get(userId)!),
    ),
  );
  return mismatch === null ? null : refusal('BREAKDOWN_ROSTER_MISMATCH', mismatch);
}
