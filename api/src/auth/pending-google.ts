import { now } from '@galaxia/core/server';
import type { Request } from 'express';

/** How long a Google account waits for the account it matched to sign in and confirm the link. */
export const PENDING_LINK_TTL_MS = 10 * 60 * 1000;

/**
 * The Google account waiting in this browser to be linked, only for the account whose address it
 * matched, and only until it expires: on a shared computer the next person to sign in never sees
 * (or confirms) someone else's Google account.
 */
export function pendingGoogleFor(req: Request, userId: string) {
  const pending = req.session.pendingGoogle;
  if (!pending || pending.userId !== userId || pending.expiresAt <= now().getTime()) return null;
  return pending;
}
