import {
  AppError,
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
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import { createUpdatesHub } from './competition-updates.ts';
import type { RouteTable } from './define-route.ts';
import { liveUpdateRoutes } from './live-updates.ts';

/** Registration, phases, match scheduling and results, streams, announcements and live updates. */
export function competitionRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };
  const hub = createUpdatesHub(deps.redis);
  const contextOf = (req: Request) => useCaseContext(deps, req);
  const param = (req: Request, name: string) => String(req.params[name]);

  // Registration

  routes.add({
    method: 'post',
    path: '/events/:id/registrations',
    access: 'user',
    handler: async (req, res) => {
      const payload = registerTeamPayloadSchema.parse(req.body);
      res
        .status(201)
        .json(await registerTeam(contextOf(req), { ...payload, tournamentId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'delete',
    path: '/events/:id/registrations/:teamId',
    access: 'user',
    handler: async (req, res) => {
      res.json(
        await withdrawRegistration(
          contextOf(req),
          { tournamentId: param(req, 'id'), teamId: param(req, 'teamId') },
          ports,
        ),
      );
    },
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/invitations',
    access: 'user',
    handler: async (req, res) => {
      const payload = inviteTeamPayloadSchema.parse(req.body);
      res.status(201).json(await inviteTeam(contextOf(req), { ...payload, tournamentId: param(req, 'id') }));
    },
  });

  routes.add({
    method: 'get',
    path: '/me/tournament-invitations',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listMyTournamentInvitations(contextOf(req)));
    },
  });

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    routes.add({
      method: 'post',
      path: `/tournament-invitations/:id/${action}`,
      access: 'user',
      handler: async (req, res) => {
        const invitationId = param(req, 'id');
        res.json(await respondToTournamentInvitation(contextOf(req), { invitationId, accept }, ports));
      },
    });
  }

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/registrations',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listRegistrations(contextOf(req), param(req, 'id')));
    },
  });

  // Phases

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/phases/:phaseIndex/start',
    access: 'user',
    handler: async (req, res) => {
      const index = param(req, 'phaseIndex');
      if (!/^\d{1,3}$/.test(index)) throw new AppError('NOT_FOUND', messages.competition.phaseNotFound);
      const payload = startPhasePayloadSchema.parse(req.body ?? {});
      res
        .status(201)
        .json(
          await startPhase(
            contextOf(req),
            { ...payload, tournamentId: param(req, 'id'), phaseIndex: Number(index) },
            ports,
          ),
        );
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/console',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentConsole(contextOf(req), param(req, 'id')));
    },
  });

  // Matches

  routes.add({
    method: 'post',
    path: '/matches/:id/propose',
    access: 'user',
    handler: async (req, res) => {
      const { time } = proposeTimePayloadSchema.parse(req.body);
      res.json(await proposeMatchTime(contextOf(req), { matchId: param(req, 'id'), time }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/accept',
    access: 'user',
    handler: async (req, res) => {
      res.json(await acceptMatchTime(contextOf(req), param(req, 'id'), ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/set-time',
    access: 'user',
    handler: async (req, res) => {
      const { time } = proposeTimePayloadSchema.parse(req.body);
      res.json(await setMatchTime(contextOf(req), { matchId: param(req, 'id'), time }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/report',
    access: 'user',
    handler: async (req, res) => {
      const payload = reportResultPayloadSchema.parse(req.body);
      res.json(await reportMatchScore(contextOf(req), { ...payload, matchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/confirm',
    access: 'user',
    handler: async (req, res) => {
      res.json(await confirmMatchScore(contextOf(req), param(req, 'id'), ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/dispute',
    access: 'user',
    handler: async (req, res) => {
      const { reason } = disputeScorePayloadSchema.parse(req.body);
      res.json(await disputeMatchScore(contextOf(req), { reason, matchId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'post',
    path: '/matches/:id/resolve',
    access: 'user',
    handler: async (req, res) => {
      const payload = resolveResultPayloadSchema.parse(req.body);
      res.json(await resolveMatchDispute(contextOf(req), { ...payload, matchId: param(req, 'id') }, ports));
    },
  });

  // Streams

  routes.add({
    method: 'post',
    path: '/matches/:id/claim',
    access: 'user',
    handler: async (req, res) => {
      res
        .status(201)
        .json(await claimMatchStream(contextOf(req), { matchId: param(req, 'id'), claim: req.body }, ports));
    },
  });

  routes.add({
    method: 'delete',
    path: '/matches/:id/claim',
    access: 'user',
    handler: async (req, res) => {
      res.json(await releaseMatchStream(contextOf(req), param(req, 'id'), ports));
    },
  });

  routes.add({
    method: 'get',
    path: '/streamer/claimable',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listClaimableMatches(contextOf(req)));
    },
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/streamers',
    access: 'user',
    handler: async (req, res) => {
      const { userId } = streamerGrantPayloadSchema.parse(req.body);
      res.json(await grantStreamer(contextOf(req), { tournamentId: param(req, 'id'), userId }));
    },
  });

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id/streamers',
    access: 'user',
    handler: async (req, res) => {
      const { userId } = streamerGrantPayloadSchema.parse(req.body);
      res.json(await revokeStreamer(contextOf(req), { tournamentId: param(req, 'id'), userId }, ports));
    },
  });

  // Announcements

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/announcements',
    access: 'user',
    handler: async (req, res) => {
      const payload = createAnnouncementPayloadSchema.parse(req.body);
      res
        .status(201)
        .json(await postAnnouncement(contextOf(req), { ...payload, tournamentId: param(req, 'id') }, ports));
    },
  });

  routes.add({
    method: 'delete',
    path: '/organiser/tournaments/:id/announcements/:announcementId',
    access: 'user',
    handler: async (req, res) => {
      await deleteAnnouncement(
        contextOf(req),
        { tournamentId: param(req, 'id'), announcementId: param(req, 'announcementId') },
        ports,
      );
      res.status(204).end();
    },
  });

  liveUpdateRoutes(routes, deps, hub);
}
