import {
  AppError,
  IMAGE_MAX_BYTES,
  lobbyResultsPayloadSchema,
  messages,
  routeContracts,
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
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

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
  const lobbies = routeContracts.lobbies;

  routes.serve({
    contract: lobbies.pointsTables,
    run: (ctx, { params }) => getEventPointsTables(ctx, params.id),
  });

  routes.serve({
    contract: lobbies.lobby,
    run: async (ctx, { params }) => {
      // The answer depends on who asks (room details for the lobby's players): never shared by a cache.
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      const { value, version } = await getVersionedLobby(ctx, params.id);
      ctx.res.setHeader(DATA_VERSION_HEADER, String(version));
      return value;
    },
  });

  // Setting a room schedules its reveal to the lobby's players; timing a map, its check-in close.
  routes.serve({
    contract: lobbies.setRoom,
    run: (ctx, { params, body }) => setLobbyRoom(ctx, { ...body, lobbyMatchId: params.id }, lobbyTimes),
  });

  routes.serve({
    contract: lobbies.enterResults,
    // Only an upload counts against the upload limit: a results desk enters dozens of plain forms a day.
    middleware: [
      (req, res, next) => (req.is('multipart/form-data') ? deps.rateLimits.uploads(req, res, next) : next()),
    ],
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
    contract: lobbies.checkIn,
    run: (ctx, { params }) => checkInForLobbyMatch(ctx, { lobbyMatchId: params.id }, ports),
  });
  routes.serve({
    contract: lobbies.flagResults,
    run: (ctx, { params, body }) => flagLobbyResults(ctx, { ...body, lobbyMatchId: params.id }, ports),
  });
  routes.serve({
    contract: lobbies.settleFlag,
    run: (ctx, { params, body }) => settleLobbyFlag(ctx, { ...body, lobbyMatchId: params.id }, ports),
  });

  routes.serve({
    contract: lobbies.savePointsTable,
    run: (ctx, { params, body }) =>
      updatePointsTable(
        ctx,
        { tournamentId: params.id, phaseIndex: phaseIndexOf(params.phaseIndex), table: body },
        ports,
      ),
  });

  routes.serve({
    contract: lobbies.resultsAdmins,
    run: (ctx, { params }) => getResultsAdmins(ctx, { tournamentId: params.id }),
  });
  routes.serve({
    contract: lobbies.grantResultsAdmin,
    run: (ctx, { params, body }) => grantResultsAdmin(ctx, { ...body, tournamentId: params.id }),
  });
  routes.serve({
    contract: lobbies.revokeResultsAdmin,
    run: (ctx, { params }) => revokeResultsAdmin(ctx, { tournamentId: params.id, userId: params.userId }),
  });
}
