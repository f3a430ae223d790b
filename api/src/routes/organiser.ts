import { breakdownPayloadSchema } from '@galaxia/core';
import {
  administeredServers,
  archiveTournament,
  deleteTournament,
  getOrganiserDashboard,
  getTournamentBreakdown,
  getTournamentPublication,
  listOrganiserTournaments,
  publishTournament,
  unarchiveTournament,
  unpublishTournament,
  updateTournamentBreakdown,
} from '@galaxia/core/server';
import { requireDiscord } from '../http/require-discord.ts';
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
    middleware: [requireDiscord],
    run: (ctx) => listOrganiserTournaments(ctx),
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/publication',
    access: 'user',
    run: (ctx, { params }) => getTournamentPublication(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/publish',
    access: 'user',
    run: (ctx, { params }) => publishTournament(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/unpublish',
    access: 'user',
    run: (ctx, { params }) => unpublishTournament(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/archive',
    access: 'user',
    run: (ctx, { params }) => archiveTournament(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/unarchive',
    access: 'user',
    run: (ctx, { params }) => unarchiveTournament(ctx, params.id),
  });

  // Answers 204: nothing is left to show.
  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id',
    access: 'user',
    run: (ctx, { params }) => deleteTournament(ctx, params.id),
  });

  routes.add({
    method: 'get',
    path: '/organiser/dashboard',
    access: 'user',
    middleware: [requireDiscord],
    run: (ctx) => getOrganiserDashboard(ctx),
  });

  routes.add({
    method: 'get',
    path: '/organiser/servers',
    access: 'user',
    middleware: [requireDiscord],
    run: async (ctx) => ({ servers: await administeredServers(ctx.em, ctx.actor.userId) }),
  });
}
