import {
  correctPayloadSchema,
  disqualifyPayloadSchema,
  forfeitPayloadSchema,
  reopenPayloadSchema,
  settlePayloadSchema,
} from '@galaxia/core';
import {
  type CompetitionPorts,
  correctMatchResult,
  disqualifyTeam,
  forfeitMatch,
  listRulings,
  queuePorts,
  redisPublisher,
  reopenMatch,
  settleMatch,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/** The organiser's rulings on matches and teams, and the log that audits them. */
export function rulingRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/settle',
    access: 'user',
    input: { body: settlePayloadSchema },
    run: (ctx, { params, body }) => settleMatch(ctx, { ...body, matchId: params.id }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/correct',
    access: 'user',
    input: { body: correctPayloadSchema },
    run: (ctx, { params, body }) => correctMatchResult(ctx, { ...body, matchId: params.id }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/forfeit',
    access: 'user',
    input: { body: forfeitPayloadSchema },
    run: (ctx, { params, body }) => forfeitMatch(ctx, { ...body, matchId: params.id }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/reopen',
    access: 'user',
    input: { body: reopenPayloadSchema },
    run: (ctx, { params, body }) => reopenMatch(ctx, { ...body, matchId: params.id }, ports),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/disqualifications',
    access: 'user',
    input: { body: disqualifyPayloadSchema },
    status: 201,
    run: (ctx, { params, body }) => disqualifyTeam(ctx, { ...body, tournamentId: params.id }, ports),
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/rulings',
    access: 'user',
    run: (ctx, { params }) => listRulings(ctx, params.id),
  });
}
