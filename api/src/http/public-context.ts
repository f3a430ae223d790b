import type { Actor, PublicContext } from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { SESSION_ABSOLUTE_MS } from '../auth/session.ts';

/**
 * Who is looking at a public page: the signed-in person when their session is still valid (the same
 * absolute limit requireUser enforces), else nobody. A public route never refuses for want of one.
 */
export const viewerOf = (req: Request): Actor | null => {
  const actor = req.session?.actor;
  if (!actor) return null;
  return Date.now() - (req.session.signedInAt ?? 0) > SESSION_ABSOLUTE_MS ? null : actor;
};

/** A use case's context for a public route: its own EntityManager and the viewer, if any. */
export const publicContext = (deps: Pick<AppDeps, 'orm'>, req: Request): PublicContext => ({
  em: deps.orm.em.fork(),
  actor: viewerOf(req),
});
