import {
  AppError,
  flagLobbyResultsPayloadSchema,
  IMAGE_MAX_BYTES,
  lobbyResultsPayloadSchema,
  lobbyRoomPayloadSchema,
  messages,
  pointsTableSchema,
  resultsAdminPayloadSchema,
  settleLobbyFlagPayloadSchema,
} from '@galaxia/core';
import {
  type CompetitionPorts,
  enterLobbyResults,
  flagLobbyResults,
  getEventPointsTables,
  getLobby,
  grantResultsAdmin,
  queuePorts,
  redisPublisher,
  revokeResultsAdmin,
  roomRevealQueuePort,
  setLobbyRoom,
  settleLobbyFlag,
  updatePointsTable,
} from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { publicContext } from '../http/public-context.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const SCREENSHOT_FIELD = { screenshot: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

/** Battle-royale lobbies: points tables, the lobby page, rooms, results, flags and results admins. */
export function battleRoyaleRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };
  const contextOf = (req: Request) => useCaseContext(deps, req);
  const param = (req: Request, name: string) => String(req.params[name]);

  routes.add({
    method: 'get',
    path: '/events/:id/points-tables',
    access: 'public',
    handler: async (req, res) => {
      res.json(await getEventPointsTables(publicContext(deps, req), param(req, 'id')));
    },
  });

  routes.add({
    method: 'get',
    path: '/lobbies/:id',
    access: 'public',
    handler: async (req, res) => {
      // The answer depends on who asks (room details for the lobby's players): never shared by a cache.
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await getLobby(publicContext(deps, req), param(req, 'id')));
    },
  });

  routes.add({
    method: 'put',
    path: '/lobby-matches/:id/room',
    access: 'user',
    handler: async (req, res) => {
      const payload = lobbyRoomPayloadSchema.parse(req.body ?? {});
      res.json(
        await setLobbyRoom(
          contextOf(req),
          { ...payload, lobbyMatchId: param(req, 'id') },
          roomRevealQueuePort(deps.queues),
        ),
      );
    },
  });

  routes.add({
    method: 'post',
    path: '/lobby-matches/:id/results',
    access: 'user',
    // Only an upload counts against the upload limit: a results desk enters dozens of plain forms a day.
    middleware: [
      (req, res, next) => (req.is('multipart/form-data') ? deps.rateLimits.uploads(req, res, next) : next()),
    ],
    handler: async (req, res) => {
      const ctx = contextOf(req);
      const lobbyMatchId = param(req, 'id');
      if (!req.is('multipart/form-data')) {
        const payload = lobbyResultsPayloadSchema.parse(req.body ?? {});
        res.status(201).json(await enterLobbyResults(ctx, { ...payload, lobbyMatchId }, ports));
        return;
      }
      // The form sends the results as JSON beside an optional screenshot, checked by its magic bytes.
      const entered = await withUpload(
        req,
        { uploadDir: deps.uploadDir, files: SCREENSHOT_FIELD },
        async (received) => {
          let body: unknown;
          try {
            body = JSON.parse(received.fields.results ?? '');
          } catch {
            throw new AppError('BAD_REQUEST', messages.battleRoyale.resultsTeamsMismatch);
          }
          const payload = lobbyResultsPayloadSchema.parse(body);
          const screenshot = received.files.screenshot;
          return enterLobbyResults(
            ctx,
            {
              ...payload,
              lobbyMatchId,
              ...(screenshot && {
                storeScreenshot: (em) => storeUpload(em, received, screenshot, ctx.actor.userId),
              }),
            },
            ports,
          );
        },
      );
      res.status(201).json(entered);
    },
  });

  routes.add({
    method: 'post',
    path: '/lobby-matches/:id/flag',
    access: 'user',
    handler: async (req, res) => {
      const payload = flagLobbyResultsPayloadSchema.parse(req.body ?? {});
      res.json(await flagLobbyResults(contextOf(req), { ...payload, lobbyMatchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/lobby-matches/:id/settle',
    access: 'user',
    handler: async (req, res) => {
      const payload = settleLobbyFlagPayloadSchema.parse(req.body ?? {});
      res.json(await settleLobbyFlag(contextOf(req), { ...payload, lobbyMatchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'put',
    path: '/organiser/tournaments/:id/phases/:phaseIndex/points-table',
    access: 'user',
    handler: async (req, res) => {
      const index = param(req, 'phaseIndex');
      if (!/^\d{1,3}$/.test(index)) throw new AppError('NOT_FOUND', messages.competition.phaseNotFound);
      const table = pointsTableSchema.parse(req.body ?? {});
      res.json(
        await updatePointsTable(
          contextOf(req),
          { tournamentId: param(req, 'id'), phaseIndex: Number(index), table },
          ports,
        ),
      );
    },
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/results-admins',
    access: 'user',
    handler: async (req, res) => {
      const { userId } = resultsAdminPayloadSchema.parse(req.body ?? {});
      res.json(await grantResultsAdmin(contextOf(req), { tournamentId: param(req, 'id'), userId }));
    },
  });

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id/results-admins/:userId',
    access: 'user',
    handler: async (req, res) => {
      res.json(
        await revokeResultsAdmin(contextOf(req), {
          tournamentId: param(req, 'id'),
          userId: param(req, 'userId'),
        }),
      );
    },
  });
}
