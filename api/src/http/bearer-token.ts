import { API_TOKEN_REQUESTS_PER_MINUTE, AppError, messages, tokenScopeAllows } from '@galaxia/core';
import {
  actorOfApiToken,
  consumeRateLimit,
  type Orm,
  type RateLimitPolicy,
  type Redis,
  type TokenHolder,
} from '@galaxia/core/server';
import type { Request, RequestHandler } from 'express';

const holders = new WeakMap<Request, TokenHolder>();

/** The token a request authenticated with, if it came with `Authorization: Bearer`. */
export const tokenHolderOf = (req: Request): TokenHolder | undefined => holders.get(req);

const POLICY: RateLimitPolicy = {
  name: 'api-token',
  limit: API_TOKEN_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
};

/**
 * Personal API tokens. A request that carries one acts as the token's owner whatever cookie it also
 * carries; an unknown or revoked token is refused rather than treated as a visitor (a script should
 * learn its token stopped working). The scope and a per-token budget are checked here, once.
 */
export function bearerToken(deps: { orm: Orm; redis: Redis }): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization');
    if (!header) return next();
    const [kind, token] = header.split(' ');
    if (kind?.toLowerCase() !== 'bearer' || !token)
      return next(new AppError('UNAUTHENTICATED', 'API_TOKENS_INVALID', messages.apiTokens.invalid));
    const holder = await actorOfApiToken(deps.orm.em.fork(), token.trim());
    if (!holder)
      return next(new AppError('UNAUTHENTICATED', 'API_TOKENS_INVALID', messages.apiTokens.invalid));
    const spent = await consumeRateLimit(deps.redis, POLICY, holder.tokenId);
    if (spent) {
      res.setHeader('Retry-After', String(spent.retryAfterSeconds));
      return next(new AppError('RATE_LIMITED', 'TOO_MANY_REQUESTS', messages.http.tooManyRequests));
    }
    if (!tokenScopeAllows(holder.scope, req.method))
      return next(new AppError('FORBIDDEN', 'API_TOKENS_READ_ONLY', messages.apiTokens.readOnly));
    holders.set(req, holder);
    next();
  };
}

/** Sign-in, passwords, sessions and tokens themselves are changed on the website only. */
export const refuseTokens: RequestHandler = (req, _res, next) =>
  tokenHolderOf(req)
    ? next(new AppError('FORBIDDEN', 'API_TOKENS_ACCOUNT_REFUSED', messages.apiTokens.accountRefused))
    : next();
