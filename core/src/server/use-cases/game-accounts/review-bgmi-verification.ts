import { AppError, changeVerificationStatus, messages, type VerificationReview } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount, Tournament, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { toVerificationReview } from './list-pending-verifications.ts';
import { REVIEWED_GAME_ID, reviewablePlayers } from './reviewable-players.ts';

export type VerificationDecision = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

export interface ReviewInput {
  accountId: string;
  /** The tournament the decision is made for; it must be one that gives the reviewer the right. */
  tournamentId?: string | undefined;
}

/**
 * An organiser approves or rejects a BGMI video. The right comes from a tournament the player's team
 * entered by consent (registered, or accepted an invitation), and the decision records which one.
 * Someone who may not review this player gets the same 404 as for an id that does not exist.
 */
export async function reviewBgmiVerification(
  ctx: UseCaseContext,
  input: ReviewInput & VerificationDecision,
): Promise<VerificationReview> {
  if (!isUuid(input.accountId)) throw new AppError('NOT_FOUND', messages.gameAccounts.reviewNotFound);
  return ctx.em.transactional(async (tx) => {
    const account = await tx.findOne(
      GameAccount,
      { id: input.accountId, gameId: REVIEWED_GAME_ID, method: 'bgmi_video' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const tournaments = account
      ? (await reviewablePlayers(tx, ctx.actor.userId, account.user.id)).get(account.user.id)
      : undefined;
    const reviewedFor = input.tournamentId
      ? tournaments?.find((context) => context.tournamentId === input.tournamentId)
      : tournaments?.[0];
    if (!account || !tournaments || !reviewedFor) {
      throw new AppError('NOT_FOUND', messages.gameAccounts.reviewNotFound);
    }

    if (input.verdict === 'approve') {
      account.status = changeVerificationStatus(account.status, 'verified');
      account.verifiedAt = now();
      account.rejectionReason = null;
    } else {
      account.status = changeVerificationStatus(account.status, 'rejected');
      account.rejectionReason = input.reason;
    }
    account.reviewedBy = tx.getReference(User, ctx.actor.userId);
    account.reviewedFor = tx.getReference(Tournament, reviewedFor.tournamentId);
    await tx.flush();
    return toVerificationReview(await tx.populate(account, ['user', 'reviewedFor']), tournaments);
  });
}
