import { playerSearchQuerySchema, playSettingsSchema } from '@galaxia/core';
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
import type { Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { publicContext } from '../http/public-context.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import type { RouteTable } from './define-route.ts';

const teamIdBody = z.object({ teamId: z.string().trim().min(1).max(64) });

/** What players do around an event: see their entry, check in, find teammates; the organiser's play settings. */
export function playerSeasonRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };
  const param = (req: Request, name: string) => String(req.params[name]);

  routes.add({
    method: 'get',
    path: '/events/:id/my-entry',
    access: 'public',
    handler: async (req, res) => {
      res.json(await getMyEntry(publicContext(deps, req), param(req, 'id')));
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:id/check-in',
    access: 'user',
    handler: async (req, res) => {
      const { teamId } = teamIdBody.parse(req.body ?? {});
      res.json(await checkInForEvent(useCaseContext(deps, req), { tournamentId: param(req, 'id'), teamId }));
    },
  });

  routes.add({
    method: 'get',
    path: '/matches/:id/check-in',
    access: 'public',
    handler: async (req, res) => {
      res.json(await getMatchCheckIn(publicContext(deps, req), param(req, 'id')));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/check-in',
    access: 'user',
    handler: async (req, res) => {
      res.json(await checkInForMatch(useCaseContext(deps, req), param(req, 'id'), ports));
    },
  });

  // Not under /players/:id, which would take "search" for a player id.
  routes.add({
    method: 'get',
    path: '/player-search',
    access: 'user',
    handler: async (req, res) => {
      const { q } = playerSearchQuerySchema.parse(req.query);
      res.json({ players: await searchPlayers(useCaseContext(deps, req), q) });
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/play-settings',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getPlaySettings(useCaseContext(deps, req), param(req, 'id')));
    },
  });

  routes.add({
    method: 'put',
    path: '/organiser/tournaments/:id/play-settings',
    access: 'user',
    handler: async (req, res) => {
      const settings = playSettingsSchema.parse(req.body ?? {});
      res.json(
        await updatePlaySettings(useCaseContext(deps, req), { ...settings, tournamentId: param(req, 'id') }),
      );
    },
  });
}
