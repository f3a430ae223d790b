import { AppError, changeVerificationStatus, messages, type VerificationReview } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { toVerificationReview } from './list-pending-verifications.ts';
import { REVIEWED_GAME_ID, reviewablePlayers } from './reviewable-players.ts';

export type VerificationDecision = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

/**
 * An organiser approves or rejects a BGMI video. Someone who may not review this player gets the same
 * 404 as for an id that does not exist, so account ids reveal nothing.
 */
export async function reviewBgmiVerification(
  ctx: UseCaseContext,
  input: { accountId: string } & VerificationDecision,
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
    if (!account || !tournaments) throw new AppError('NOT_FOUND', messages.gameAccounts.reviewNotFound);

    if (input.verdict === 'approve') {
      account.status = changeVerificationStatus(account.status, 'verified');
      account.verifiedAt = now();
      account.rejectionReason = null;
    } else {
      account.status = changeVerificationStatus(account.status, 'rejected');
      account.rejectionReason = input.reason;
    }
    account.reviewedBy = tx.getReference(User, ctx.actor.userId);
    await tx.flush();
    return toVerificationReview(await tx.populate(account, ['user']), tournaments);
  });
}
