import {
  AppError,
  claimStreamPayloadSchema,
  createAnnouncementPayloadSchema,
  disputeScorePayloadSchema,
  inviteTeamPayloadSchema,
  messages,
  proposeTimePayloadSchema,
  registerTeamPayloadSchema,
  reportResultPayloadSchema,
  resolveResultPayloadSchema,
  startPhasePayloadSchema,
  streamerGrantPayloadSchema,
} from '@galaxia/core';
import {
  acceptMatchTime,
  type CompetitionPorts,
  claimMatchStream,
  confirmMatchScore,
  deleteAnnouncement,
  disputeMatchScore,
  getTournamentConsole,
  grantStreamer,
  inviteTeam,
  listClaimableMatches,
  listMyTournamentInvitations,
  listRegistrations,
  postAnnouncement,
  proposeMatchTime,
  queuePorts,
  redisPublisher,
  registerTeam,
  releaseMatchStream,
  reportMatchScore,
  resolveMatchDispute,
  respondToTournamentInvitation,
  revokeStreamer,
  setMatchTime,
  startPhase,
  withdrawRegistration,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { createUpdatesHub } from './competition-updates.ts';
import type { RouteTable } from './define-route.ts';
import { liveUpdateFrames } from './live-update-frames.ts';
import { liveUpdateRoutes } from './live-updates.ts';

/** Registration, phases, match scheduling and results, streams, announcements and live updates. */
export function competitionRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };
  const hub = createUpdatesHub(deps.redis, liveUpdateFrames(deps.orm));

  // Registration

  routes.add({
    method: 'post',
    path: '/events/:id/registrations',
    access: 'user',
    input: { body: registerTeamPayloadSchema },
    status: 201,
    run: (ctx, { params, body }) => registerTeam(ctx, { ...body, tournamentId: params.id }, ports),
  });

  routes.add({
    method: 'delete',
    path: '/events/:id/registrations/:teamId',
    access: 'user',
    run: (ctx, { params }) =>
      withdrawRegistration(ctx, { tournamentId: params.id, teamId: params.teamId }, ports),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/invitations',
    access: 'user',
    input: { body: inviteTeamPayloadSchema },
    status: 201,
    run: (ctx, { params, body }) => inviteTeam(ctx, { ...body, tournamentId: params.id }),
  });

  routes.add({
    method: 'get',
    path: '/me/tournament-invitations',
    access: 'user',
    run: (ctx) => listMyTournamentInvitations(ctx),
  });

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    routes.add({
      method: 'post',
      path: `/tournament-invitations/:id/${action}`,
      access: 'user',
      run: (ctx, { params }) =>
        respondToTournamentInvitation(ctx, { invitationId: params.id, accept }, ports),
    });
  }

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/registrations',
    access: 'user',
    run: (ctx, { params }) => listRegistrations(ctx, params.id),
  });

  // Phases

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/phases/:phaseIndex/start',
    access: 'user',
    input: { body: startPhasePayloadSchema },
    status: 201,
    run: (ctx, { params, body }) => {
      if (!/^\d{1,3}$/.test(params.phaseIndex)) {
        throw new AppError('NOT_FOUND', messages.competition.phaseNotFound);
      }
      return startPhase(
        ctx,
        { ...body, tournamentId: params.id, phaseIndex: Number(params.phaseIndex) },
        ports,
      );
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/console',
    access: 'user',
    run: (ctx, { params }) => getTournamentConsole(ctx, params.id),
  });

  // Matches

  routes.add({
    method: 'post',
    path: '/matches/:id/propose',
    access: 'user',
    input: { body: proposeTimePayloadSchema },
    run: (ctx, { params, body }) => proposeMatchTime(ctx, { matchId: params.id, time: body.time }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/accept',
    access: 'user',
    run: (ctx, { params }) => acceptMatchTime(ctx, params.id, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/set-time',
    access: 'user',
    input: { body: proposeTimePayloadSchema },
    run: (ctx, { params, body }) => setMatchTime(ctx, { matchId: params.id, time: body.time }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/report',
    access: 'user',
    input: { body: reportResultPayloadSchema },
    run: (ctx, { params, body }) => reportMatchScore(ctx, { ...body, matchId: params.id }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/confirm',
    access: 'user',
    run: (ctx, { params }) => confirmMatchScore(ctx, params.id, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/dispute',
    access: 'user',
    input: { body: disputeScorePayloadSchema },
    run: (ctx, { params, body }) =>
      disputeMatchScore(ctx, { reason: body.reason, matchId: params.id }, ports),
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/resolve',
    access: 'user',
    input: { body: resolveResultPayloadSchema },
    run: (ctx, { params, body }) => resolveMatchDispute(ctx, { ...body, matchId: params.id }, ports),
  });

  // Streams

  routes.add({
    method: 'post',
    path: '/matches/:id/claim',
    access: 'user',
    input: { body: claimStreamPayloadSchema },
    status: 201,
    run: (ctx, { params, body }) => claimMatchStream(ctx, { matchId: params.id, claim: body }, ports),
  });

  routes.add({
    method: 'delete',
    path: '/matches/:id/claim',
    access: 'user',
    run: (ctx, { params }) => releaseMatchStream(ctx, params.id, ports),
  });

  routes.add({
    method: 'get',
    path: '/streamer/claimable',
    access: 'user',
    run: (ctx) => listClaimableMatches(ctx),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/streamers',
    access: 'user',
    input: { body: streamerGrantPayloadSchema },
    run: (ctx, { params, body }) => grantStreamer(ctx, { tournamentId: params.id, userId: body.userId }),
  });

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id/streamers',
    access: 'user',
    input: { body: streamerGrantPayloadSchema },
    run: (ctx, { params, body }) =>
      revokeStreamer(ctx, { tournamentId: params.id, userId: body.userId }, ports),
  });

  // Announcements

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/announcements',
    access: 'user',
    input: { body: createAnnouncementPayloadSchema },
    status: 201,
    run: (ctx, { params, body }) => postAnnouncement(ctx, { ...body, tournamentId: params.id }, ports),
  });

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id/announcements/:announcementId',
    access: 'user',
    run: async (ctx, { params }) => {
      await deleteAnnouncement(
        ctx,
        { tournamentId: params.id, announcementId: params.announcementId },
        ports,
      );
    },
  });

  liveUpdateRoutes(routes, deps, hub);
}
