/** Personal API tokens: what a token may do is decided here, once, for every route. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Recognisable in logs and secret scanners; the rest is 32 random bytes. */
export const API_TOKEN_PREFIX = 'glx_';
export const API_TOKEN_NAME_MAX = 60;
/** Live tokens one person may hold: enough for a bot, a sheet and a few scripts. */
export const API_TOKENS_PER_USER = 20;
/** Requests one token may make a minute, whoever else is calling. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A read token reads; a write token also acts for its owner as an organiser or captain would. */
export const tokenScopeAllows = (scope: ApiTokenScope, method: string): boolean =>
  scope === 'write' || READS.has(method.toUpperCase());

/** What the owner sees of a token after creation: its prefix and the last four characters. */
export const tokenHint = (token: string): string =>
  `${token.slice(0, API_TOKEN_PREFIX.length + 4)}…${token.slice(-4)}`;
