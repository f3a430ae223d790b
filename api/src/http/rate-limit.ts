import { AppError, messages } from '@galaxia/core';
import type { Redis } from '@galaxia/core/server';
import type { RequestHandler } from 'express';

/**
 * Fixed-window limit kept in Redis, so every api process counts against the same budget.
 * Keyed by the signed-in user when there is one, else by client address. `redirectTo` is for pages a
 * browser navigates to (sign-in starts): it is sent there instead of being shown raw JSON.
 */
export function rateLimit(
  redis: Redis,
  options: { name: string; limit: number; windowSeconds: number; redirectTo?: string },
): RequestHandler {
  return async (req, res, next) => {
    const who = req.session?.actor?.userId ?? req.ip ?? 'unknown';
    const key = `galaxia:rl:${options.name}:${who}`;
    try {
      // One round trip, applied together: a counter without an expiry would lock its owner out for good.
      const replies = await redis.multi().incr(key).expire(key, options.windowSeconds, 'NX').exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      if (count > options.limit) {
        const ttl = await redis.ttl(key);
        res.setHeader('Retry-After', String(Math.max(ttl, 1)));
        if (options.redirectTo) return res.redirect(302, options.redirectTo);
        return next(new AppError('RATE_LIMITED', messages.http.tooManyRequests));
      }
    } catch {
      // A Redis outage must not lock everyone out; health reports it separately.
    }
    next();
  };
}
