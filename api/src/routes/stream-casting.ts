import { competitionPortsOf, goLiveOnStream, lockMatchStream, unlockMatchStream } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/** What a caster does with a claimed match: go live, and hold the match while it is on stream. */
export function streamCastingRoutes(routes: RouteTable, deps: AppDeps) {
  const ports = competitionPortsOf(deps.redis, deps.queues);

  routes.add({
    method: 'post',
    path: '/matches/:id/stream/live',
    access: 'user',
    run: (ctx, { params }) => goLiveOnStream(ctx, params.id, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/stream/lock',
    access: 'user',
    run: (ctx, { params }) => lockMatchStream(ctx, params.id, ports),
  });

  routes.add({
    method: 'delete',
    path: '/matches/:id/stream/lock',
    access: 'user',
    run: (ctx, { params }) => unlockMatchStream(ctx, params.id, ports),
  });
}
