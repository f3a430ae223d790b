import type { UseCaseContext } from '../../context.ts';
import { GameAccount } from '../../db/entities/index.ts';
import { type GameAccountRow, toGameAccountRow } from './game-account-row.ts';

export async function listMyGameAccounts(ctx: UseCaseContext): Promise<GameAccountRow[]> {
  const accounts = await ctx.em.find(
    GameAccount,
    { user: ctx.actor.userId },
    { orderBy: { gameId: 'asc', createdAt: 'asc' } },
  );
  return accounts.map(toGameAccountRow);
}
