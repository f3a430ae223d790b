import type { UseCaseContext } from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { actorOf } from './require-user.ts';

/** A use case's context for a guarded route: its own EntityManager and the signed-in actor. */
export const useCaseContext = (deps: Pick<AppDeps, 'orm'>, req: Request): UseCaseContext => ({
  em: deps.orm.em.fork(),
  actor: actorOf(req),
});
