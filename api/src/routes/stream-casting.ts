import { routeContracts } from '@galaxia/core';
import { competitionPortsOf, goLiveOnStream, lockMatchStream, unlockMatchStream } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/** What a caster does with a claimed match: go live, and hold the match while it is on stream. */
export function streamCastingRoutes(routes: RouteTable, deps: AppDeps) {
  const ports = competitionPortsOf(deps.redis, deps.queues);

  const matches = routeContracts.matches;
  routes.serve({ contract: matches.goLive, run: (ctx, { params }) => goLiveOnStream(ctx, params.id, ports) });
  routes.serve({
    contract: matches.lockStream,
    run: (ctx, { params }) => lockMatchStream(ctx, params.id, ports),
  });
  routes.serve({
    contract: matches.unlockStream,
    run: (ctx, { params }) => unlockMatchStream(ctx, params.id, ports),
  });
}
