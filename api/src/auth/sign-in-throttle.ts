import { isThrottled, SIGN_IN_THROTTLE } from '@galaxia/core';
import type { Redis } from '@galaxia/core/server';

/**
 * Counts failed password sign-ins per account and per address in Redis (shared by every api process).
 * Keys live under galaxia:rl: with the other rate limits.
 */
export function signInThrottle(redis: Redis) {
  const keys = (email: string, address: string) => ({
    account: `galaxia:rl:sign-in-failures:account:${email}`,
    address: `galaxia:rl:sign-in-failures:address:${address}`,
  });
  return {
    /** Seconds to wait while either counter is at its limit, else null. */
    async secondsToWait(email: string, address: string): Promise<number | null> {
      const key = keys(email, address);
      const [account, byAddress, accountTtl, addressTtl] = await Promise.all([
        redis.get(key.account),
        redis.get(key.address),
        redis.ttl(key.account),
        redis.ttl(key.address),
      ]);
      const failures = { account: Number(account ?? 0), address: Number(byAddress ?? 0) };
      if (!isThrottled(failures)) return null;
      const waits = [
        failures.account >= SIGN_IN_THROTTLE.failuresPerAccount ? accountTtl : 0,
        failures.address >= SIGN_IN_THROTTLE.failuresPerAddress ? addressTtl : 0,
      ];
      return Math.max(...waits, 1);
    },
    async recordFailure(email: string, address: string) {
      const key = keys(email, address);
      const window = SIGN_IN_THROTTLE.windowSeconds;
      await redis
        .multi()
        .incr(key.account)
        .expire(key.account, window, 'NX')
        .incr(key.address)
        .expire(key.address, window, 'NX')
        .exec();
    },
    /** A successful sign-in forgives the account's earlier typos (the address keeps its count). */
    async clear(email: string) {
      await redis.del(`galaxia:rl:sign-in-failures:account:${email}`);
    },
  };
}
