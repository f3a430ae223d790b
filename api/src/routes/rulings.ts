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
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import type { RouteTable } from './define-route.ts';

/** The organiser's rulings on matches and teams, and the log that audits them. */
export function rulingRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };
  const contextOf = (req: Request) => useCaseContext(deps, req);
  const param = (req: Request, name: string) => String(req.params[name]);

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/settle',
    access: 'user',
    handler: async (req, res) => {
      const payload = settlePayloadSchema.parse(req.body);
      res.json(await settleMatch(contextOf(req), { ...payload, matchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/correct',
    access: 'user',
    handler: async (req, res) => {
      const payload = correctPayloadSchema.parse(req.body);
      res.json(await correctMatchResult(contextOf(req), { ...payload, matchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/forfeit',
    access: 'user',
    handler: async (req, res) => {
      const payload = forfeitPayloadSchema.parse(req.body);
      res.json(await forfeitMatch(contextOf(req), { ...payload, matchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/rulings/reopen',
    access: 'user',
    handler: async (req, res) => {
      const payload = reopenPayloadSchema.parse(req.body);
      res.json(await reopenMatch(contextOf(req), { ...payload, matchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/disqualifications',
    access: 'user',
    handler: async (req, res) => {
      const payload = disqualifyPayloadSchema.parse(req.body);
      res
        .status(201)
        .json(await disqualifyTeam(contextOf(req), { ...payload, tournamentId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/rulings',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listRulings(contextOf(req), param(req, 'id')));
    },
  });
}
