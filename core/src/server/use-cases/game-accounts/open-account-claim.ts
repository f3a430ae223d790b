import { AppError, changeVerificationStatus, messages } from '@galaxia/core';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { GameAccount, User, VerificationAcceptance } from '../../db/entities/index.ts';
import type { GameAccountEntity } from './internal/game-account-row.ts';

export interface AccountClaim {
  gameId: string;
  inGameId: string;
  method: GameAccountEntity['method'];
}

/**
 * Puts the actor's claim on an in-game account in the pending state. A verified account stays with its
 * owner, and a claim still awaiting its check is not taken from anyone; a rejected claim is open to
 * whoever can prove the account next (the old claimant may well have mistyped their ID).
 */
export async function openAccountClaim(
  tx: EntityManager,
  actor: Actor,
  claim: AccountClaim,
  /** The owner may prove a verified account again (its facts are checked afresh); it stays verified. */
  { ownVerifiedAgain = false }: { ownVerifiedAgain?: boolean } = {},
): Promise<GameAccountEntity> {
  const existing = await tx.findOne(
    GameAccount,
    { gameId: claim.gameId, inGameId: claim.inGameId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!existing) {
    return tx.create(GameAccount, {
      user: actor.userId,
      gameId: claim.gameId,
      inGameId: claim.inGameId,
      status: 'pending',
      method: claim.method,
    });
  }
  const mine = existing.user.id === actor.userId;
  if (existing.status === 'verified' && mine && ownVerifiedAgain) return existing;
  if (existing.status === 'verified') {
    throw new AppError(
      'CONFLICT',
      mine ? 'GAME_ACCOUNTS_ALREADY_VERIFIED' : 'GAME_ACCOUNTS_VERIFIED_BY_OTHER',
      mine ? messages.gameAccounts.alreadyVerified : messages.gameAccounts.verifiedByOther,
    );
  }
  if (existing.status === 'pending' && !mine) {
    throw new AppError('CONFLICT', 'GAME_ACCOUNTS_PENDING_FOR_OTHER', messages.gameAccounts.pendingForOther);
  }
  if (existing.status === 'rejected') existing.status = changeVerificationStatus('rejected', 'pending');
  existing.user = tx.getReference(User, actor.userId);
  existing.method = claim.method;
  existing.rejectionReason = null;
  existing.reviewedBy = null;
  existing.verifiedAt = null;
  // New evidence (or a new claimant) is reviewed afresh: earlier tournaments' decisions no longer hold.
  await tx.nativeDelete(VerificationAcceptance, { account: existing.id });
  return existing;
}

/**
 * Runs a claim's transaction. Two first-time claims on the same account race on the unique index, not
 * on a row lock (there is no row yet): the loser gets a conflict to retry, not a server error.
 */
export async function inClaimTransaction<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError(
        'CONFLICT',
        'GAME_ACCOUNTS_SUBMITTED_CONCURRENTLY',
        messages.gameAccounts.submittedConcurrently,
      );
    }
    throw error;
  }
}
