import type { GameId, VerificationReview } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount } from '../../db/entities/index.ts';
import { fileUrlOrNull } from './internal/file-url.ts';
import type { GameAccountEntity } from './internal/game-account-row.ts';
import { REVIEWED_GAME_ID, type ReviewContext, reviewablePlayers } from './reviewable-players.ts';

/** `account.user` (and `account.reviewedFor`, when set) must be loaded. */
export const toVerificationReview = (
  account: GameAccountEntity,
  tournaments: ReviewContext[],
): VerificationReview => ({
  accountId: account.id,
  game: account.gameId as GameId,
  playerId: account.inGameId,
  inGameName: account.inGameName ?? '',
  status: account.status,
  player: { id: account.user.id, name: account.user.name },
  evidence: fileUrlOrNull(account.evidence),
  thumbnail: fileUrlOrNull(account.thumbnail),
  submittedAt: account.updatedAt.toISOString(),
  tournaments,
  reviewedFor: account.reviewedFor
    ? { tournamentId: account.reviewedFor.id, eventName: account.reviewedFor.eventName }
    : null,
});

/** Pending BGMI videos of players in the actor's tournaments, oldest first. */
export async function listPendingVerifications(ctx: UseCaseContext): Promise<VerificationReview[]> {
  const players = await reviewablePlayers(ctx.em, ctx.actor.userId);
  if (players.size === 0) return [];
  const accounts = await ctx.em.find(
    GameAccount,
    { user: { $in: [...players.keys()] }, gameId: REVIEWED_GAME_ID, method: 'bgmi_video', status: 'pending' },
    { populate: ['user', 'reviewedFor'], orderBy: { updatedAt: 'asc' } },
  );
  return accounts.map((account) => toVerificationReview(account, players.get(account.user.id) ?? []));
}
