import { messages, PENDING_CLAIM_DAYS } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { GameAccount } from '../../db/entities/index.ts';
import {
  type SettleOutcome,
  settleAwaitingEntries,
} from '../competition/internal/settle-entry-verification.ts';

/**
 * The workers' timer: claims nobody reviewed within `PENDING_CLAIM_DAYS` lapse (so a claim on someone
 * else's id cannot block its owner for ever), and applications move on: refused ones get their
 * deadline, and lose their place once it has passed.
 */
export async function sweepVerifications(em: EntityManager): Promise<SettleOutcome & { expired: number }> {
  return em.transactional(async (tx) => {
    const at = now();
    const stale = await tx.find(GameAccount, {
      status: 'pending',
      updatedAt: { $lt: new Date(at.getTime() - PENDING_CLAIM_DAYS * 86_400_000) },
    });
    for (const account of stale) {
      account.status = 'rejected';
      account.rejectionReason = messages.entryVerification.claimExpired(PENDING_CLAIM_DAYS);
    }
    await tx.flush();
    return { expired: stale.length, ...(await settleAwaitingEntries(tx, {}, at)) };
  });
}
