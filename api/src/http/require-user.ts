import { AppError, messages } from '@galaxia/core';
import type { Actor } from '@galaxia/core/server';
import type { RequestHandler } from 'express';
import { SESSION_ABSOLUTE_MS } from '../auth/session.ts';

declare global {
  namespace Express {
    interface Request {
      actor?: Actor;
    }
  }
}

/** The guard every non-public route passes: a live session, no older than the absolute limit. */
export const requireUser: RequestHandler = (req, _res, next) => {
  const actor = req.session?.actor;
  if (!actor) return next(new AppError('UNAUTHENTICATED', messages.http.unauthenticated));
  if (Date.now() - (req.session.signedInAt ?? 0) > SESSION_ABSOLUTE_MS) {
    req.session.destroy(() => next(new AppError('UNAUTHENTICATED', messages.http.unauthenticated)));
    return;
  }
  req.actor = actor;
  next();
};

/** Reads the actor a guarded route was given; a route that forgot its guard fails loudly, not open. */
export function actorOf(req: { actor?: Actor }): Actor {
  if (!req.actor) throw new AppError('UNAUTHENTICATED', messages.http.unauthenticated);
  return req.actor;
}
