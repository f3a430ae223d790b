import { changeVerificationStatus } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { GameAccount } from '../../db/entities/index.ts';

/** The claim a Clash of Clans check was queued for, as the job's payload names it. */
export interface CocCheckTarget {
  accountId: string;
  userId: string;
  playerTag: string;
}

/**
 * What the game's API said: the token proves the tag (with the player's name and Town Hall level), or
 * why it does not.
 */
export type CocCheckOutcome =
  | { verdict: 'verified'; inGameName: string; townHallLevel: number | null }
  | { verdict: 'rejected'; reason: string };

const IN_GAME_NAME_COLUMN_LENGTH = 60;

/**
 * Applies a finished Clash of Clans check, at most once. The row is locked and acted on only while it
 * is still the same pending claim, or the same owner's verified account checked again (same player,
 * same tag): a retried or duplicated job, or a claim
 * taken over since the job was queued, changes nothing and reports `applied: false`.
 */
export async function completeCocVerification(
  em: EntityManager,
  target: CocCheckTarget,
  outcome: CocCheckOutcome,
): Promise<{ applied: boolean }> {
  return em.transactional(async (tx) => {
    const account = await tx.findOne(
      GameAccount,
      { id: target.accountId, gameId: 'coc', method: 'coc_token' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const sameClaim = account?.user.id === target.userId && account.inGameId === target.playerTag;
    if (!account || !sameClaim) return { applied: false };
    // The owner proved a verified account again: a good token refreshes what the API says of it, a bad
    // one changes nothing (the account was proven before).
    if (account.status === 'verified') {
      if (outcome.verdict !== 'verified') return { applied: false };
      account.inGameName = outcome.inGameName.slice(0, IN_GAME_NAME_COLUMN_LENGTH);
      account.townHallLevel = outcome.townHallLevel;
      await tx.flush();
      return { applied: true };
    }
    if (account.status !== 'pending') return { applied: false };

    if (outcome.verdict === 'verified') {
      account.status = changeVerificationStatus(account.status, 'verified');
      account.inGameName = outcome.inGameName.slice(0, IN_GAME_NAME_COLUMN_LENGTH);
      account.townHallLevel = outcome.townHallLevel;
      account.verifiedAt = now();
      account.rejectionReason = null;
    } else {
      account.status = changeVerificationStatus(account.status, 'rejected');
      account.rejectionReason = outcome.reason;
    }
    await tx.flush();
    return { applied: true };
  });
}

/** Lets a worker skip the game's API for a claim that no longer waits on this check. */
export async function isCocCheckAwaited(em: EntityManager, target: CocCheckTarget): Promise<boolean> {
  const count = await em.count(GameAccount, {
    id: target.accountId,
    user: target.userId,
    inGameId: target.playerTag,
    method: 'coc_token',
    status: { $in: ['pending', 'verified'] },
  });
  return count > 0;
}
