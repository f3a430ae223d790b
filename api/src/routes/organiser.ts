import { breakdownCountsSchema } from '@galaxia/core';
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
import type { Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { actorOf } from '../http/require-user.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import type { RouteTable } from './define-route.ts';

const breakdownPayloadSchema = z.object({ breakdown: breakdownCountsSchema });

/** The organiser area's own endpoints, beyond the spec's event calls. */
export function organiserRoutes(routes: RouteTable, deps: AppDeps) {
  const contextOf = (req: Request) => useCaseContext(deps, req);

  routes.add({
    method: 'get',
    path: '/tournaments/:id/breakdown',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentBreakdown(contextOf(req), String(req.params.id)));
    },
  });

  routes.add({
    method: 'put',
    path: '/tournaments/:id/breakdown',
    access: 'user',
    handler: async (req, res) => {
      const { breakdown } = breakdownPayloadSchema.parse(req.body);
      res.json(
        await updateTournamentBreakdown(contextOf(req), { tournamentId: String(req.params.id), breakdown }),
      );
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listOrganiserTournaments(contextOf(req)));
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/publication',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentPublication(contextOf(req), String(req.params.id)));
    },
  });

  const lifecycleActions = {
    publish: publishTournament,
    unpublish: unpublishTournament,
    archive: archiveTournament,
    unarchive: unarchiveTournament,
  };
  for (const [action, useCase] of Object.entries(lifecycleActions)) {
    routes.add({
      method: 'post',
      path: `/organiser/tournaments/:id/${action}`,
      access: 'user',
      handler: async (req, res) => {
        res.json(await useCase(contextOf(req), String(req.params.id)));
      },
    });
  }

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id',
    access: 'user',
    handler: async (req, res) => {
      await deleteTournament(contextOf(req), String(req.params.id));
      res.status(204).end();
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/dashboard',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getOrganiserDashboard(contextOf(req)));
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/servers',
    access: 'user',
    handler: async (req, res) => {
      res.json({ servers: await administeredServers(deps.orm.em.fork(), actorOf(req).userId) });
    },
  });
}
