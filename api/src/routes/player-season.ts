import { routeContracts } from '@galaxia/core';
import {
  checkInForEvent,
  checkInForMatch,
  competitionPortsOf,
  getMatchCheckIn,
  getMyEntry,
  getPlaySettings,
  searchPlayers,
  updatePlaySettings,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/**
 * What players do around an event: see their entry, check in, find teammates; the organiser's play
 * settings (core's `routeContracts.play`).
 */
export function playerSeasonRoutes(routes: RouteTable, deps: AppDeps) {
  const api = routeContracts.play;
  const ports = competitionPortsOf(deps.redis, deps.queues);

  routes.serve({ contract: api.myEntry, run: (ctx, { params }) => getMyEntry(ctx, params.id) });
  routes.serve({
    contract: api.eventCheckIn,
    run: (ctx, { params, body }) => checkInForEvent(ctx, { ...body, tournamentId: params.id }, ports),
  });
  routes.serve({ contract: api.matchCheckIn, run: (ctx, { params }) => getMatchCheckIn(ctx, params.id) });
  routes.serve({
    contract: api.checkInMatch,
    run: (ctx, { params }) => checkInForMatch(ctx, params.id, ports),
  });

  // Not under /players/:id, which would take "search" for a player id.
  routes.serve({
    contract: routeContracts.teams.playerSearch,
    run: async (ctx, { query }) => ({ players: await searchPlayers(ctx, query.q) }),
  });

  routes.serve({ contract: api.settings, run: (ctx, { params }) => getPlaySettings(ctx, params.id) });
  routes.serve({
    contract: api.saveSettings,
    run: (ctx, { params, body }) => updatePlaySettings(ctx, { ...body, tournamentId: params.id }),
  });
}
