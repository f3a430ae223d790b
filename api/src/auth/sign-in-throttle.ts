import { lockSecondsAfter, SIGN_IN_THROTTLE } from '@galaxia/core';
import { now, type Redis } from '@galaxia/core/server';

/**
 * Failed password sign-ins in Redis (shared by every api process), under galaxia:rl: with the other
 * limits: a lockout per account (keyed by the typed address, known or not, so it tells nothing) with
 * its failure count and locked-until time on the server clock (tests move time instead of waiting),
 * and a per-address count whose window starts at its first failure.
 */
export function signInThrottle(redis: Redis) {
  const accountKey = (email: string) => `galaxia:rl:sign-in-lock:${email}`;
  const addressKey = (address: string) => `galaxia:rl:sign-in-failures:address:${address}`;
  return {
    /** Seconds to wait while the account is locked or the address spent its failures, else null. */
    async secondsToWait(email: string, address: string): Promise<number | null> {
      const [lockedUntil, addressFailures, addressTtl] = await Promise.all([
        redis.hget(accountKey(email), 'until'),
        redis.get(addressKey(address)),
        redis.ttl(addressKey(address)),
      ]);
      const accountWait = Math.ceil((Number(lockedUntil ?? 0) - now().getTime()) / 1000);
      const addressWait =
        Number(addressFailures ?? 0) >= SIGN_IN_THROTTLE.failuresPerAddress ? Math.max(addressTtl, 1) : 0;
      const wait = Math.max(accountWait, addressWait);
      return wait > 0 ? wait : null;
    },
    async recordFailure(email: string, address: string) {
      const key = accountKey(email);
      const byAddress = addressKey(address);
      // One transaction per key: the account and the address may live on different Redis Cluster nodes.
      const [replies] = await Promise.all([
        redis.multi().hincrby(key, 'failures', 1).expire(key, SIGN_IN_THROTTLE.forgetAfterSeconds).exec(),
        redis.multi().incr(byAddress).expire(byAddress, SIGN_IN_THROTTLE.addressWindowSeconds, 'NX').exec(),
      ]);
      const lock = lockSecondsAfter(Number(replies?.[0]?.[1] ?? 0));
      if (lock > 0) await redis.hset(key, 'until', String(now().getTime() + lock * 1000));
    },
    /** A successful sign-in forgives the account's earlier typos (the address keeps its count). */
    async clear(email: string) {
      await redis.del(accountKey(email));
    },
  };
}
