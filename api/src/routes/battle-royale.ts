import {
  AppError,
  flagLobbyResultsPayloadSchema,
  IMAGE_MAX_BYTES,
  lobbyResultsPayloadSchema,
  lobbyRoomPayloadSchema,
  messages,
  pointsTableSchema,
  resultsAdminPayloadSchema,
  routeContracts,
  settleLobbyFlagPayloadSchema,
} from '@galaxia/core';
import {
  checkInForLobbyMatch,
  competitionPortsOf,
  DATA_VERSION_HEADER,
  enterLobbyResults,
  flagLobbyResults,
  getEventPointsTables,
  getResultsAdmins,
  getVersionedLobby,
  grantResultsAdmin,
  revokeResultsAdmin,
  roomRevealQueuePort,
  setLobbyRoom,
  settleLobbyFlag,
  updatePointsTable,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { byEventId, cachedRead } from '../http/cached-read.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';
import { resourceRoutes } from './resource-routes.ts';

const SCREENSHOT_FIELD = { screenshot: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

const phaseIndexOf = (raw: string): number => {
  if (!/^\d{1,3}$/.test(raw))
    throw new AppError('NOT_FOUND', 'COMPETITION_PHASE_NOT_FOUND', messages.competition.phaseNotFound);
  return Number(raw);
};

/** Battle-royale lobbies: points tables, the lobby page, rooms, results, flags and results admins. */
export function battleRoyaleRoutes(routes: RouteTable, deps: AppDeps) {
  const ports = competitionPortsOf(deps.redis, deps.queues);
  const lobbyTimes = {
    scheduleReveal: roomRevealQueuePort(deps.queues),
    lobbyCheckInClose: ports.lobbyCheckInClose,
  };
  const lobbyMatch = resourceRoutes(routes, { access: 'user', idKey: 'lobbyMatchId', ports });

  routes.add({
    method: 'get',
    path: '/events/:id/points-tables',
    access: 'public',
    run: cachedRead<Record<never, never>, '/events/:id/points-tables'>(
      deps.publicCache,
      byEventId,
      (ctx, { params }) => getEventPointsTables(ctx, params.id),
    ),
  });

  routes.add({
    method: 'get',
    path: '/lobbies/:id',
    access: 'public',
    run: async (ctx, { params }) => {
      // The answer depends on who asks (room details for the lobby's players): never shared by a cache.
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      const { value, version } = await getVersionedLobby(ctx, params.id);
      ctx.res.setHeader(DATA_VERSION_HEADER, String(version));
      return value;
    },
  });

  // Setting a room schedules its reveal to the lobby's players; timing a map, its check-in close.
  resourceRoutes(routes, { access: 'user', idKey: 'lobbyMatchId', ports: lobbyTimes }).write(
    'put',
    '/lobby-matches/:id/room',
    lobbyRoomPayloadSchema,
    setLobbyRoom,
  );

  routes.add({
    method: 'post',
    path: '/lobby-matches/:id/results',
    access: 'user',
    // Only an upload counts against the upload limit: a results desk enters dozens of plain forms a day.
    middleware: [
      (req, res, next) => (req.is('multipart/form-data') ? deps.rateLimits.uploads(req, res, next) : next()),
    ],
    status: 201,
    run: (ctx, { params }) => {
      const lobbyMatchId = params.id;
      if (!ctx.req.is('multipart/form-data')) {
        const payload = lobbyResultsPayloadSchema.parse(ctx.req.body ?? {});
        return enterLobbyResults(ctx, { ...payload, lobbyMatchId }, ports);
      }
      // The form sends the results as JSON beside an optional screenshot, checked by its magic bytes.
      return withUpload(ctx.req, { uploadDir: deps.uploadDir, files: SCREENSHOT_FIELD }, (received) => {
        let body: unknown;
        try {
          body = JSON.parse(received.fields.results ?? '');
        } catch {
          throw new AppError(
            'BAD_REQUEST',
            'BATTLE_ROYALE_RESULTS_TEAMS_MISMATCH',
            messages.battleRoyale.resultsTeamsMismatch,
          );
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
      });
    },
  });

  routes.serve({
    contract: routeContracts.lobbies.checkIn,
    run: (ctx, { params }) => checkInForLobbyMatch(ctx, { lobbyMatchId: params.id }, ports),
  });
  lobbyMatch.write('post', '/lobby-matches/:id/flag', flagLobbyResultsPayloadSchema, flagLobbyResults);
  lobbyMatch.write('post', '/lobby-matches/:id/settle', settleLobbyFlagPayloadSchema, settleLobbyFlag);

  routes.add({
    method: 'put',
    path: '/organiser/tournaments/:id/phases/:phaseIndex/points-table',
    access: 'user',
    input: { body: pointsTableSchema },
    run: (ctx, { params, body }) =>
      updatePointsTable(
        ctx,
        { tournamentId: params.id, phaseIndex: phaseIndexOf(params.phaseIndex), table: body },
        ports,
      ),
  });

  const tournament = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId' });
  const resultsAdmins = '/organiser/tournaments/:id/results-admins';
  tournament.read(resultsAdmins, (ctx, tournamentId) => getResultsAdmins(ctx, { tournamentId }));
  tournament.write('post', resultsAdmins, resultsAdminPayloadSchema, grantResultsAdmin);

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id/results-admins/:userId',
    access: 'user',
    run: (ctx, { params }) => revokeResultsAdmin(ctx, { tournamentId: params.id, userId: params.userId }),
  });
}
