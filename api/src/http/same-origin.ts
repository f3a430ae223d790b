import { AppError, messages } from '@galaxia/core';
import type { RequestHandler } from 'express';
import { tokenHolderOf } from './bearer-token.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated changes: a browser always sends Origin (or Sec-Fetch-Site) on a
 * cross-site POST/PUT/DELETE, so a change is refused unless it comes from our own origin. A request
 * with an API token carries no ambient credential a third-party page could borrow, so it is exempt.
 */
export function sameOrigin(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (SAFE.has(req.method) || tokenHolderOf(req)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const host = `${req.protocol}://${req.get('host')}`;
    if (origin && origin !== host && !allowed.has(origin)) {
      return next(new AppError('FORBIDDEN', 'AUTH_CROSS_SITE', messages.auth.crossSite));
    }
    if (!origin && fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new AppError('FORBIDDEN', 'AUTH_CROSS_SITE', messages.auth.crossSite));
    }
    next();
  };
}
