import { AppError, changeVerificationStatus, messages, type VerificationReview } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount, Tournament, User, VerificationAcceptance } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { settleAwaitingEntries } from '../competition/internal/settle-entry-verification.ts';
import { toVerificationReview, undecidedFor } from './list-pending-verifications.ts';
import { REVIEWED_GAME_ID, reviewablePlayers } from './reviewable-players.ts';

export type VerificationDecision = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

export interface ReviewInput {
  accountId: string;
  /** The tournament the decision is made for; it must be one that gives the reviewer the right. */
  tournamentId?: string | undefined;
}

/**
 * An organiser approves or rejects a BGMI video. The right comes from a published tournament the
 * player's team applied to with its evidence in, and the decision records who made it and for which
 * tournament. A video still pending becomes verified (or rejected) for everyone, but counts only in
 * that tournament; an account verified for another tournament is accepted (or refused) here only.
 * Applications the decision completes play at once; those it refuses get their deadline.
 * Someone who may not review this player gets the same 404 as for an id that does not exist.
 */
export async function reviewBgmiVerification(
  ctx: UseCaseContext,
  input: ReviewInput & VerificationDecision,
): Promise<VerificationReview> {
  if (!isUuid(input.accountId))
    throw new AppError('NOT_FOUND', 'GAME_ACCOUNTS_REVIEW_NOT_FOUND', messages.gameAccounts.reviewNotFound);
  return ctx.em.transactional(async (tx) => {
    const account = await tx.findOne(
      GameAccount,
      { id: input.accountId, gameId: REVIEWED_GAME_ID, method: 'bgmi_video' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const reviewable = account
      ? (await reviewablePlayers(tx, ctx.actor.userId, account.user.id)).get(account.user.id)
      : undefined;
    const tournaments = account && reviewable ? await undecidedFor(tx, account, reviewable) : [];
    const reviewedFor = input.tournamentId
      ? tournaments.find((context) => context.tournamentId === input.tournamentId)
      : tournaments[0];
    if (!account || !reviewedFor)
      throw new AppError('NOT_FOUND', 'GAME_ACCOUNTS_REVIEW_NOT_FOUND', messages.gameAccounts.reviewNotFound);
    const at = now();
    const decide = (verdict: 'accepted' | 'rejected', reason: string | null) =>
      tx.create(VerificationAcceptance, {
        tournament: tx.getReference(Tournament, reviewedFor.tournamentId),
        account,
        verdict,
        reason,
        decidedBy: tx.getReference(User, ctx.actor.userId),
        decidedAt: at,
      });

    if (account.status === 'verified') {
      // Someone else's verification: this organiser accepts it for their tournament, or refuses it there.
      decide(
        input.verdict === 'approve' ? 'accepted' : 'rejected',
        input.verdict === 'reject' ? input.reason : null,
      );
    } else if (input.verdict === 'approve') {
      if (!account.evidence)
        throw new AppError(
          'CONFLICT',
          'ENTRY_VERIFICATION_NO_EVIDENCE',
          messages.entryVerification.noEvidence,
        );
      account.status = changeVerificationStatus(account.status, 'verified');
      account.verifiedAt = at;
      account.rejectionReason = null;
      account.reviewedBy = tx.getReference(User, ctx.actor.userId);
      account.reviewedFor = tx.getReference(Tournament, reviewedFor.tournamentId);
      decide('accepted', null);
    } else {
      account.status = changeVerificationStatus(account.status, 'rejected');
      account.rejectionReason = input.reason;
      account.reviewedBy = tx.getReference(User, ctx.actor.userId);
      account.reviewedFor = tx.getReference(Tournament, reviewedFor.tournamentId);
    }
    await tx.flush();
    await settleAwaitingEntries(tx, { playerId: account.user.id }, at);
    return toVerificationReview(await tx.populate(account, ['user', 'reviewedFor.server']), tournaments);
  });
}
