import type { GameId, VerificationReview } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount, VerificationAcceptance } from '../../db/entities/index.ts';
import { fileUrlOrNull } from './internal/file-url.ts';
import type { GameAccountEntity } from './internal/game-account-row.ts';
import { REVIEWED_GAME_ID, type ReviewContext, reviewablePlayers } from './reviewable-players.ts';

/** `account.user` and `account.reviewedFor.server` (when set) must be loaded. */
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
  verifiedElsewhere:
    account.status === 'verified' &&
    account.reviewedFor &&
    !tournaments.some((context) => context.tournamentId === account.reviewedFor!.id)
      ? { serverName: account.reviewedFor.server.name, eventName: account.reviewedFor.eventName }
      : null,
});

/** The tournaments of `contexts` that have not decided on this account yet. */
export async function undecidedFor(
  em: EntityManager,
  account: GameAccountEntity,
  contexts: readonly ReviewContext[],
): Promise<ReviewContext[]> {
  const decided = await em.find(VerificationAcceptance, {
    account: account.id,
    tournament: { $in: contexts.map((context) => context.tournamentId) },
  });
  return contexts.filter((context) => !decided.some((row) => row.tournament.id === context.tournamentId));
}

/**
 * BGMI videos waiting on the actor, oldest first: pending claims of players whose team applied to one
 * of the actor's tournaments, and verifications made for another tournament that the actor's
 * tournaments have not accepted (or refused) yet.
 */
export async function listPendingVerifications(ctx: UseCaseContext): Promise<VerificationReview[]> {
  const players = await reviewablePlayers(ctx.em, ctx.actor.userId);
  if (players.size === 0) return [];
  const accounts = await ctx.em.find(
    GameAccount,
    {
      user: { $in: [...players.keys()] },
      gameId: REVIEWED_GAME_ID,
      method: 'bgmi_video',
      status: { $in: ['pending', 'verified'] },
    },
    { populate: ['user', 'reviewedFor.server'], orderBy: { updatedAt: 'asc' } },
  );
  const reviews: VerificationReview[] = [];
  for (const account of accounts) {
    const contexts = await undecidedFor(ctx.em, account, players.get(account.user.id) ?? []);
    if (contexts.length > 0) reviews.push(toVerificationReview(account, contexts));
  }
  return reviews;
}
