import { routeContracts } from '@galaxia/core';
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

/** The organiser area's own endpoints (core's `routeContracts.organiser`). */
export function organiserRoutes(routes: RouteTable, deps: Pick<AppDeps, 'uploadDir'>) {
  const api = routeContracts.organiser;
  const byDiscord = [requireDiscord];
  routes.serve({ contract: api.breakdown, run: (ctx, { params }) => getTournamentBreakdown(ctx, params.id) });
  routes.serve({
    contract: api.saveBreakdown,
    run: (ctx, { params, body }) => updateTournamentBreakdown(ctx, { ...body, tournamentId: params.id }),
  });
  routes.serve({ contract: api.rulebook, run: (ctx, { params }) => getTournamentRulebook(ctx, params.id) });
  routes.serve({
    contract: api.saveRulebook,
    run: (ctx, { params, body }) => updateTournamentRulebook(ctx, { ...body, tournamentId: params.id }),
  });
  routes.serve({
    contract: api.resetRulebook,
    run: (ctx, { params }) => resetTournamentRulebook(ctx, params.id),
  });
  routes.serve({
    contract: api.tournaments,
    middleware: byDiscord,
    run: (ctx) => listOrganiserTournaments(ctx),
  });
  routes.serve({
    contract: api.publication,
    run: (ctx, { params }) => getTournamentPublication(ctx, params.id),
  });
  const ports = { storeGeneratedPoster: storeGeneratedPoster(deps.uploadDir) };
  routes.serve({ contract: api.publish, run: (ctx, { params }) => publishTournament(ctx, params.id, ports) });
  routes.serve({ contract: api.unpublish, run: (ctx, { params }) => unpublishTournament(ctx, params.id) });
  routes.serve({ contract: api.archive, run: (ctx, { params }) => archiveTournament(ctx, params.id) });
  routes.serve({ contract: api.unarchive, run: (ctx, { params }) => unarchiveTournament(ctx, params.id) });
  routes.serve({
    contract: api.remove,
    run: (ctx, { params }) => deleteTournament(ctx, params.id).then(() => undefined),
  });
  routes.serve({
    contract: api.dashboard,
    middleware: byDiscord,
    run: (ctx) => getOrganiserDashboard(ctx),
  });
  routes.serve({
    contract: api.servers,
    middleware: byDiscord,
    run: async (ctx) => ({ servers: await administeredServers(ctx.em, ctx.actor.userId) }),
  });
}
