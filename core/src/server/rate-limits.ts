import type { Redis } from './redis.ts';

export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Per-person budgets shared by every door: the website's routes and the bot's commands count against
 * the same Redis key for the same Galaxia user, so switching door does not reset the budget.
 */
export const RATE_LIMITS = {
  signIn: { name: 'sign-in', limit: 30, windowSeconds: 60 },
  /**
   * The public account doors (sign-up, sign-in, verification, reset, Discord and Google starts) per
   * address: a ceiling high enough for a LAN of 300 players signing in within 5 minutes, retries
   * included. Guessing is stopped per account (`SIGN_IN_THROTTLE`), mail floods per recipient.
   */
  accountDoors: { name: 'account-doors', limit: 600, windowSeconds: 600 },
  uploads: { name: 'uploads', limit: 30, windowSeconds: 600 },
  verification: { name: 'verification', limit: 10, windowSeconds: 600 },
  /** Verification and reset mails to one address, whoever asks for them (counted by recipient). */
  accountMails: { name: 'account-mails', limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Counts one use in a fixed window kept in Redis. Answers how long to wait when the budget is spent,
 * else null. A Redis outage lets the use through: it must not lock everyone out (health reports it).
 */
export async function consumeRateLimit(
  redis: Redis,
  policy: RateLimitPolicy,
  who: string,
): Promise<{ retryAfterSeconds: number } | null> {
  const key = `galaxia:rl:${policy.name}:${who}`;
  try {
    // One round trip, applied together: a counter without an expiry would lock its owner out for good.
    const replies = await redis.multi().incr(key).expire(key, policy.windowSeconds, 'NX').exec();
    const count = Number(replies?.[0]?.[1] ?? 0);
    if (count <= policy.limit) return null;
    return { retryAfterSeconds: Math.max(await redis.ttl(key), 1) };
  } catch {
    return null;
  }
}
