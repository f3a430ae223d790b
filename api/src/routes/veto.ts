import { routeContracts } from '@galaxia/core';
import {
  competitionPortsOf,
  getMatchVeto,
  getVetoSettings,
  openMatchVeto,
  resetMatchVeto,
  takeMatchVetoStep,
  updateVetoSettings,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/**
 * Map veto: the organiser's pool and sequences, a match's veto for everyone, the captains' steps, the
 * reset (core's `routeContracts.veto`).
 */
export function vetoRoutes(routes: RouteTable, deps: AppDeps) {
  const api = routeContracts.veto;
  const ports = competitionPortsOf(deps.redis, deps.queues);

  routes.serve({ contract: api.settings, run: (ctx, { params }) => getVetoSettings(ctx, params.id) });
  routes.serve({
    contract: api.saveSettings,
    run: (ctx, { params, body }) => updateVetoSettings(ctx, { ...body, tournamentId: params.id }),
  });
  routes.serve({ contract: api.match, run: (ctx, { params }) => getMatchVeto(ctx, params.id) });
  routes.serve({ contract: api.open, run: (ctx, { params }) => openMatchVeto(ctx, params.id, ports) });
  routes.serve({
    contract: api.step,
    run: (ctx, { params, body }) => takeMatchVetoStep(ctx, { ...body, matchId: params.id }, ports),
  });
  routes.serve({
    contract: api.reset,
    run: (ctx, { params, body }) => resetMatchVeto(ctx, { ...body, matchId: params.id }, ports),
  });
}
