import {
  AppError,
  breakdownCountsSchema,
  type GameId,
  hasTownHallBreakdown,
  messages,
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
  if (!hasTownHallBreakdown(tournament.gameId as GameId) || !tournament.breakdown) return;
  const breakdown = breakdownCountsSchema.parse(tournament.breakdown);
  if (TOWN_HALL_LEVEL_KEYS.every((level) => breakdown[level] === 0)) return;
  const accounts = await em.find(GameAccount, {
    user: { $in: [...roster] },
    gameId: 'coc',
    status: 'verified',
  });
  const levelOf = new Map(accounts.map((account) => [account.user.id, account.townHallLevel ?? null]));
  const unknown = roster.find((userId) => (levelOf.get(userId) ?? null) === null);
  if (unknown) {
    const user = await em.findOneOrFail(User, unknown);
    throw new AppError('BAD_REQUEST', messages.breakdown.levelUnknown(user.name));
  }
  const message = rosterTownHallMessage(
    rosterTownHalls(
      breakdown,
      roster.map((userId) => levelOf.get(userId)!),
    ),
  );
  if (message) throw new AppError('BAD_REQUEST', message);
}
