import { routeContracts } from '@galaxia/core';
import {
  competitionPortsOf,
  correctMatchResult,
  disqualifyTeam,
  forfeitMatch,
  listRulings,
  reopenMatch,
  settleMatch,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/** The organiser's rulings on matches and teams, and the log that audits them (core's `routeContracts.rulings`). */
export function rulingRoutes(routes: RouteTable, deps: AppDeps) {
  const api = routeContracts.rulings;
  const ports = competitionPortsOf(deps.redis, deps.queues);

  routes.serve({
    contract: api.settle,
    run: (ctx, { params, body }) => settleMatch(ctx, { ...body, matchId: params.id }, ports),
  });
  routes.serve({
    contract: api.correct,
    run: (ctx, { params, body }) => correctMatchResult(ctx, { ...body, matchId: params.id }, ports),
  });
  routes.serve({
    contract: api.forfeit,
    run: (ctx, { params, body }) => forfeitMatch(ctx, { ...body, matchId: params.id }, ports),
  });
  routes.serve({
    contract: api.reopen,
    run: (ctx, { params, body }) => reopenMatch(ctx, { ...body, matchId: params.id }, ports),
  });
  routes.serve({
    contract: api.disqualify,
    run: (ctx, { params, body }) => disqualifyTeam(ctx, { ...body, tournamentId: params.id }, ports),
  });
  routes.serve({ contract: api.log, run: (ctx, { params }) => listRulings(ctx, params.id) });
}
