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
import { resourceRoutes } from './resource-routes.ts';

/** The organiser's rulings on matches and teams, and the log that audits them. */
export function rulingRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };

  const match = resourceRoutes(routes, { access: 'user', idKey: 'matchId', ports });
  match.write('post', '/matches/:id/rulings/settle', settlePayloadSchema, settleMatch);
  match.write('post', '/matches/:id/rulings/correct', correctPayloadSchema, correctMatchResult);
  match.write('post', '/matches/:id/rulings/forfeit', forfeitPayloadSchema, forfeitMatch);
  match.write('post', '/matches/:id/rulings/reopen', reopenPayloadSchema, reopenMatch);

  const tournament = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId', ports });
  const disqualifications = '/organiser/tournaments/:id/disqualifications';
  tournament.write('post', disqualifications, disqualifyPayloadSchema, disqualifyTeam, { status: 201 });
  tournament.read('/organiser/tournaments/:id/rulings', listRulings);
}
