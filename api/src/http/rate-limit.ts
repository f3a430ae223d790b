import { AppError, messages } from '@galaxia/core';
import { consumeRateLimit, type RateLimitPolicy, type Redis } from '@galaxia/core/server';
import type { RequestHandler } from 'express';
import { requestActor } from '../routes/define-route.ts';

/**
 * Fixed-window limit kept in Redis, so every api process (and the bot, for the same person) counts
 * against the same budget. Keyed by the signed-in user when there is one, else by client address.
 * `redirectTo` is for pages a browser navigates to (sign-in starts): it is sent there instead of being
 * shown raw JSON.
 */
export function rateLimit(redis: Redis, policy: RateLimitPolicy & { redirectTo?: string }): RequestHandler {
  return async (req, res, next) => {
    const who = requestActor(req)?.userId ?? req.ip ?? 'unknown';
    const spent = await consumeRateLimit(redis, policy, who);
    if (spent) {
      res.setHeader('Retry-After', String(spent.retryAfterSeconds));
      if (policy.redirectTo) return res.redirect(302, policy.redirectTo);
      return next(new AppError('RATE_LIMITED', 'TOO_MANY_REQUESTS', messages.http.tooManyRequests));
    }
    next();
  };
}
