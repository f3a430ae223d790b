import type { GameAccountRow } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount } from '../../db/entities/index.ts';
import { toGameAccountRow } from './internal/game-account-row.ts';

export async function listMyGameAccounts(ctx: UseCaseContext): Promise<GameAccountRow[]> {
  const accounts = await ctx.em.find(
    GameAccount,
    { user: ctx.actor.userId },
    { orderBy: { gameId: 'asc', createdAt: 'asc' } },
  );
  return accounts.map(toGameAccountRow);
}
