import type { Redis } from '@galaxia/core/server';
import type { Store } from 'express-session';
import { SESSION_ABSOLUTE_MS } from './session.ts';

/**
 * Which session ids belong to whom. Sessions live in Redis keyed by id alone, so ending "every other
 * session of this account" needs this index; entries of sessions that expired on their own are
 * harmless (destroying a missing session is a no-op) and the set itself expires with the longest one.
 */
export function userSessionIndex(redis: Redis, store: Store) {
  const keyOf = (userId: string) => `galaxia:user-sessions:${userId}`;
  return {
    async add(userId: string, sessionId: string) {
      await redis.multi().sadd(keyOf(userId), sessionId).pexpire(keyOf(userId), SESSION_ABSOLUTE_MS).exec();
    },
    async remove(userId: string, sessionId: string) {
      await redis.srem(keyOf(userId), sessionId);
    },
    /** Destroys every session of the account except `keep` (the one the person is using, if any). */
    async endAllExcept(userId: string, keep: string | null) {
      const ids = await redis.smembers(keyOf(userId));
      const doomed = ids.filter((id) => id !== keep);
      await Promise.all(
        doomed.map(
          (id) =>
            new Promise<void>((resolve, reject) =>
              store.destroy(id, (error) => (error ? reject(error) : resolve())),
            ),
        ),
      );
      if (doomed.length) await redis.srem(keyOf(userId), ...doomed);
    },
  };
}

export type UserSessionIndex = ReturnType<typeof userSessionIndex>;
