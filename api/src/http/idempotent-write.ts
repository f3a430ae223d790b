import { createHash } from 'node:crypto';
import { AppError, messages } from '@galaxia/core';
import { IdempotentRequest, type JobQueues, withJobOutbox } from '@galaxia/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Clients that retry a write after a lost answer send the same key again (Stripe's convention). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\w.:-]{8,100}$/;

/**
 * What a key is bound to: the method, the URL and the body sent. A key sent again with another body is
 * a new write, refused, not answered with the first one's result. A digest, so a URL of any length fits.
 */
export const requestFingerprint = (method: string, url: string, body: unknown) =>
  `${method} ${createHash('sha256')
    .update(url)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('base64url')}`;

export interface WriteAnswer {
  status: number;
  body: unknown;
}

/**
 * A signed-in person's write sent with an `Idempotency-Key` runs once per key: the key, the write and
 * the jobs it enqueues (the outbox) commit in one transaction, and the same request sent again gets
 * the stored answer. A second request racing the first waits on the key's row until the first commits
 * (then it is answered from it) or dies with its process (then it runs).
 */
export async function idempotentWrite(
  deps: { em: EntityManager; queues: JobQueues },
  claim: { userId: string; key: string; request: string },
  write: (tx: EntityManager) => Promise<WriteAnswer>,
): Promise<WriteAnswer & { replayed: boolean }> {
  if (!KEY_FORMAT.test(claim.key))
    throw new AppError('BAD_REQUEST', 'IDEMPOTENCY_KEY_INVALID', messages.http.idempotencyKeyInvalid);
  return withJobOutbox(deps.em, deps.queues, async (tx) => {
    const claimed = await tx.execute<{ key: string }[]>(
      'insert into idempotent_requests (user_id, key, request, created_at) values (?, ?, ?, now()) on conflict do nothing returning key',
      [claim.userId, claim.key, claim.request],
    );
    if (claimed.length === 0) {
      const previous = await tx.findOneOrFail(IdempotentRequest, { userId: claim.userId, key: claim.key });
      if (previous.request !== claim.request)
        throw new AppError('CONFLICT', 'IDEMPOTENCY_KEY_REUSED', messages.http.idempotencyKeyReused);
      return { status: previous.status ?? 204, body: previous.body, replayed: true };
    }
    const answer = await write(tx);
    await tx.nativeUpdate(
      IdempotentRequest,
      { userId: claim.userId, key: claim.key },
      { status: answer.status, body: answer.body ?? null },
    );
    return { ...answer, replayed: false };
  });
}
