import { REMEMBER_ME_MS } from '@galaxia/core';
import { now, type SignedInUser } from '@galaxia/core/server';
import type { Request } from 'express';
import { pendingGoogleFor } from './pending-google.ts';
import type { UserSessionIndex } from './user-sessions.ts';

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

export const saveSession = (req: Request) => promisify((done) => req.session.save(done));

/**
 * The one way a session starts, whatever the way in: a new id (an id planted before sign-in is worth
 * nothing after it), the person on it, and an entry in their session index. `remember` chooses a
 * 30-day cookie (true), a cookie that ends with the browser (false), or the default lifetime (unset).
 * A Discord sign-in keeps the person's Discord token server-side to re-check their organiser rights.
 */
export async function startSession(
  req: Request,
  sessions: UserSessionIndex,
  signedIn: SignedInUser,
  options: { remember?: boolean; discordAccessToken?: string } = {},
) {
  // A Google account waiting to be linked survives the sign-in it asked for, and no other.
  const pendingGoogle = pendingGoogleFor(req, signedIn.actor.userId);
  await promisify((done) => req.session.regenerate(done));
  req.session.actor = signedIn.actor;
  req.session.avatar = signedIn.avatar;
  req.session.servers = signedIn.servers;
  req.session.signedInAt = Date.now();
  req.session.userAgent = (req.get('user-agent') ?? '').slice(0, 300);
  req.session.seenAt = now().getTime();
  req.session.rightsCheckedAt = now().getTime();
  if (options.discordAccessToken) req.session.discordAccessToken = options.discordAccessToken;
  if (pendingGoogle) req.session.pendingGoogle = pendingGoogle;
  if (options.remember === true) req.session.cookie.maxAge = REMEMBER_ME_MS;
  if (options.remember === false) req.session.cookie.maxAge = null as unknown as number;
  await saveSession(req);
  await sessions.add(signedIn.actor.userId, req.sessionID);
}

/** After linking or unlinking a way in: the same session, with what it says about the person refreshed. */
export async function refreshSession(
  req: Request,
  signedIn: SignedInUser,
  options: { discordAccessToken?: string } = {},
) {
  req.session.actor = signedIn.actor;
  req.session.avatar = signedIn.avatar;
  req.session.servers = signedIn.servers;
  req.session.rightsCheckedAt = now().getTime();
  if (options.discordAccessToken) req.session.discordAccessToken = options.discordAccessToken;
  await saveSession(req);
}
