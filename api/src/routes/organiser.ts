import { breakdownPayloadSchema, rulebookPayloadSchema } from '@galaxia/core';
import {
  administeredServers,
  archiveTournament,
  deleteTournament,
  getOrganiserDashboard,
  getTournamentBreakdown,
  getTournamentPublication,
  getTournamentRulebook,
  listOrganiserTournaments,
  publishTournament,
  resetTournamentRulebook,
  unarchiveTournament,
  unpublishTournament,
  updateTournamentBreakdown,
  updateTournamentRulebook,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { requireDiscord } from '../http/require-discord.ts';
import { storeGeneratedPoster } from '../uploads/generated-poster.ts';
import type { RouteTable } from './define-route.ts';
import { resourceRoutes } from './resource-routes.ts';

/** The organiser area's own endpoints, beyond the spec's event calls. */
export function organiserRoutes(routes: RouteTable, deps: Pick<AppDeps, 'uploadDir'>) {
  const tournament = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId' });

  tournament.read('/tournaments/:id/breakdown', getTournamentBreakdown);
  tournament.write('put', '/tournaments/:id/breakdown', breakdownPayloadSchema, updateTournamentBreakdown);
  tournament.read('/tournaments/:id/rulebook', getTournamentRulebook);
  tournament.write('put', '/tournaments/:id/rulebook', rulebookPayloadSchema, updateTournamentRulebook);
  // Answers the generated rulebook the event now shows.
  tournament.act('delete', '/tournaments/:id/rulebook', resetTournamentRulebook);

  routes.add({
    method: 'get',
    path: '/organiser/tournaments',
    access: 'user',
    middleware: [requireDiscord],
    run: (ctx) => listOrganiserTournaments(ctx),
  });

  tournament.read('/organiser/tournaments/:id/publication', getTournamentPublication);
  // Publishing without an uploaded poster draws one from the event's details.
  const publishing = resourceRoutes(routes, {
    access: 'user',
    idKey: 'tournamentId',
    ports: { storeGeneratedPoster: storeGeneratedPoster(deps.uploadDir) },
  });
  publishing.act('post', '/organiser/tournaments/:id/publish', publishTournament);
  tournament.act('post', '/organiser/tournaments/:id/unpublish', unpublishTournament);
  tournament.act('post', '/organiser/tournaments/:id/archive', archiveTournament);
  tournament.act('post', '/organiser/tournaments/:id/unarchive', unarchiveTournament);
  // Answers 204: nothing is left to show.
  tournament.act('delete', '/organiser/tournaments/:id', deleteTournament);

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
