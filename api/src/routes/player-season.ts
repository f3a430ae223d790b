import { eventCheckInPayloadSchema, playSettingsSchema, routeContracts } from '@galaxia/core';
import {
  type CompetitionPorts,
  checkInForEvent,
  checkInForMatch,
  getMatchCheckIn,
  getMyEntry,
  getPlaySettings,
  queuePorts,
  redisPublisher,
  searchPlayers,
  updatePlaySettings,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';
import { resourceRoutes } from './resource-routes.ts';

/** What players do around an event: see their entry, check in, find teammates; the organiser's play settings. */
export function playerSeasonRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };

  const event = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId' });
  const match = resourceRoutes(routes, { access: 'user', idKey: 'matchId', ports });
  // What a visitor sees here depends on who asks: their own entry, the team they may check in.
  const visitor = resourceRoutes(routes, { access: 'public', idKey: 'id' });

  visitor.read('/events/:id/my-entry', getMyEntry);
  event.write('post', '/events/:id/check-in', eventCheckInPayloadSchema, checkInForEvent);
  visitor.read('/matches/:id/check-in', getMatchCheckIn);
  match.act('post', '/matches/:id/check-in', checkInForMatch);

  // Not under /players/:id, which would take "search" for a player id.
  routes.serve({
    contract: routeContracts.teams.playerSearch,
    run: async (ctx, { query }) => ({ players: await searchPlayers(ctx, query.q) }),
  });

  event.read('/organiser/tournaments/:id/play-settings', getPlaySettings);
  event.write('put', '/organiser/tournaments/:id/play-settings', playSettingsSchema, updatePlaySettings);
}
