import { breakdownPayloadSchema } from '@galaxia/core';
import {
  administeredServers,
  getOrganiserDashboard,
  getTournamentBreakdown,
  listOrganiserTournaments,
  updateTournamentBreakdown,
} from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/** The organiser area's own endpoints, beyond the spec's event calls. */
export function organiserRoutes(routes: RouteTable) {
  routes.add({
    method: 'get',
    path: '/tournaments/:id/breakdown',
    access: 'user',
    run: (ctx, { params }) => getTournamentBreakdown(ctx, params.id),
  });

  routes.add({
    method: 'put',
    path: '/tournaments/:id/breakdown',
    access: 'user',
    input: { body: breakdownPayloadSchema },
    run: (ctx, { params, body }) =>
      updateTournamentBreakdown(ctx, { tournamentId: params.id, breakdown: body.breakdown }),
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments',
    access: 'user',
    run: (ctx) => listOrganiserTournaments(ctx),
  });

  routes.add({
    method: 'get',
    path: '/organiser/dashboard',
    access: 'user',
    run: (ctx) => getOrganiserDashboard(ctx),
  });

  routes.add({
    method: 'get',
    path: '/organiser/servers',
    access: 'user',
    run: async (ctx) => ({ servers: await administeredServers(ctx.em, ctx.actor.userId) }),
  });
}
