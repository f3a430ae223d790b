import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { IdempotentRequest } from '../db/entities/idempotent-request.ts';
import { defineScheduledJob } from './define-job.ts';

/**
 * How long a write's answer is kept for its Idempotency-Key. A client retries a lost answer within
 * minutes; a day (Stripe's window) also covers a phone that was offline overnight.
 */
export const IDEMPOTENCY_REPLAY_HOURS = 24;
/** Pruned hourly, so an answer is replayed for at least the window and at most an hour more. */
export const PRUNE_IDEMPOTENCY_KEYS_EVERY_MS = 3_600_000;

/** Scheduled by the workers for themselves: removes stored answers past the replay window. */
export const pruneIdempotencyKeysJob = defineScheduledJob('maintenance', 'idempotency-keys.prune');

/**
 * Deletes the answers stored for Idempotency-Keys older than the replay window; a key sent again after
 * that is a new write. A write still running holds its key's row uncommitted, so it is never seen here.
 */
export async function pruneIdempotencyKeys(
  em: EntityManager,
  replayHours = IDEMPOTENCY_REPLAY_HOURS,
): Promise<{ rows: number }> {
  const cutoff = new Date(now().getTime() - replayHours * 3_600_000);
  return { rows: await em.nativeDelete(IdempotentRequest, { createdAt: { $lt: cutoff } }) };
}
