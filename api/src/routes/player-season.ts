import { eventCheckInPayloadSchema, playerSearchQuerySchema, playSettingsSchema } from '@galaxia/core';
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

/** What players do around an event: see their entry, check in, find teammates; the organiser's play settings. */
export function playerSeasonRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };

  routes.add({
    method: 'get',
    path: '/events/:id/my-entry',
    access: 'public',
    run: (ctx, { params }) => getMyEntry(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/events/:id/check-in',
    access: 'user',
    input: { body: eventCheckInPayloadSchema },
    run: (ctx, { params, body }) => checkInForEvent(ctx, { tournamentId: params.id, teamId: body.teamId }),
  });

  routes.add({
    method: 'get',
    path: '/matches/:id/check-in',
    access: 'public',
    run: (ctx, { params }) => getMatchCheckIn(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/check-in',
    access: 'user',
    run: (ctx, { params }) => checkInForMatch(ctx, params.id, ports),
  });

  // Not under /players/:id, which would take "search" for a player id.
  routes.add({
    method: 'get',
    path: '/player-search',
    access: 'user',
    input: { query: playerSearchQuerySchema },
    run: async (ctx, { query }) => ({ players: await searchPlayers(ctx, query.q) }),
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/play-settings',
    access: 'user',
    run: (ctx, { params }) => getPlaySettings(ctx, params.id),
  });

  routes.add({
    method: 'put',
    path: '/organiser/tournaments/:id/play-settings',
    access: 'user',
    input: { body: playSettingsSchema },
    run: (ctx, { params, body }) => updatePlaySettings(ctx, { ...body, tournamentId: params.id }),
  });
}
