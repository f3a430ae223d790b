import { createHash } from 'node:crypto';
import { deviceLabel } from '@galaxia/core';
import type { Redis } from '@galaxia/core/server';
import type { SessionData, Store } from 'express-session';
import { SESSION_ABSOLUTE_MS } from './session.ts';

const readSession = (store: Store, id: string) =>
  new Promise<SessionData | null>((resolve, reject) =>
    store.get(id, (error, session) => (error ? reject(error) : resolve(session ?? null))),
  );

/** What Settings may see of a session: never its id, which is as good as the cookie. */
const handleOf = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 16);

/**
 * Which session ids belong to whom. Sessions live in Redis keyed by id alone, so listing a person's
 * devices and ending "every other session of this account" need this index; entries of sessions that
 * expired on their own are dropped when the list is read (destroying a missing session is a no-op),
 * and the set itself expires with the longest one.
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
    /** The person's live sessions, most recently seen first; `current` is the one asking. */
    async list(userId: string, current: string) {
      const ids = await redis.smembers(keyOf(userId));
      const found = await Promise.all(ids.map(async (id) => ({ id, session: await readSession(store, id) })));
      const gone = found.filter(({ session }) => session?.actor?.userId !== userId).map(({ id }) => id);
      if (gone.length) await redis.srem(keyOf(userId), ...gone);
      return found
        .flatMap(({ id, session }) => (session?.actor?.userId === userId ? [{ id, session }] : []))
        .map(({ id, session }) => {
          const signedInAt = session.signedInAt ?? 0;
          return {
            id: handleOf(id),
            device: deviceLabel(session.userAgent),
            signedInAt: new Date(signedInAt).toISOString(),
            lastSeenAt: new Date(session.seenAt ?? signedInAt).toISOString(),
            current: id === current,
          };
        })
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
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
