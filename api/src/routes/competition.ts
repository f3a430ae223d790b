import { AppError, messages, routeContracts } from '@galaxia/core';
import {
  acceptMatchTime,
  claimMatchStream,
  competitionPortsOf,
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
  registerTeam,
  releaseMatchStream,
  reportMatchScore,
  resolveMatchDispute,
  respondToTournamentInvitation,
  revokeStreamer,
  setMatchTime,
  startPhase,
  swapRosterSubstitute,
  withdrawRegistration,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { createUpdatesHub } from './competition-updates.ts';
import type { RouteTable } from './define-route.ts';
import { liveUpdateFrames } from './live-update-frames.ts';
import { liveUpdateRoutes } from './live-updates.ts';

/** Registration, phases, match scheduling and results, streams, announcements and live updates. */
export function competitionRoutes(routes: RouteTable, deps: AppDeps) {
  const ports = competitionPortsOf(deps.redis, deps.queues);
  const hub = createUpdatesHub(deps.redis, liveUpdateFrames(deps.orm));

  // Registration

  const entries = routeContracts.entries;
  routes.serve({
    contract: entries.register,
    run: (ctx, { params, body }) => registerTeam(ctx, { ...body, tournamentId: params.id }, ports),
  });
  routes.serve({
    contract: entries.withdraw,
    run: (ctx, { params }) =>
      withdrawRegistration(ctx, { tournamentId: params.id, teamId: params.teamId }, ports),
  });
  routes.serve({
    contract: entries.swap,
    run: (ctx, { params, body }) =>
      swapRosterSubstitute(ctx, { tournamentId: params.id, teamId: params.teamId, ...body }, ports),
  });
  routes.serve({
    contract: entries.invite,
    run: (ctx, { params, body }) => inviteTeam(ctx, { ...body, tournamentId: params.id }),
  });

  routes.serve({
    contract: routeContracts.account.tournamentInvitations,
    run: (ctx) => listMyTournamentInvitations(ctx),
  });

  for (const [contract, accept] of [
    [entries.acceptInvitation, true],
    [entries.declineInvitation, false],
  ] as const) {
    routes.serve({
      contract,
      run: (ctx, { params }) =>
        respondToTournamentInvitation(ctx, { invitationId: params.id, accept }, ports),
    });
  }

  routes.serve({
    contract: entries.registrations,
    run: (ctx, { params }) => listRegistrations(ctx, params.id),
  });

  // Phases

  const run = routeContracts.console;
  routes.serve({
    contract: run.startPhase,
    run: (ctx, { params, body }) => {
      if (!/^\d{1,3}$/.test(params.phaseIndex)) {
        throw new AppError('NOT_FOUND', 'COMPETITION_PHASE_NOT_FOUND', messages.competition.phaseNotFound);
      }
      return startPhase(
        ctx,
        { ...body, tournamentId: params.id, phaseIndex: Number(params.phaseIndex) },
        ports,
      );
    },
  });

  routes.serve({ contract: run.console, run: (ctx, { params }) => getTournamentConsole(ctx, params.id) });

  // Matches: scheduling and results

  const matches = routeContracts.matches;
  const onMatch = (params: { id: string }) => ({ matchId: params.id });
  routes.serve({
    contract: matches.propose,
    run: (ctx, { params, body }) => proposeMatchTime(ctx, { ...body, ...onMatch(params) }, ports),
  });
  routes.serve({
    contract: matches.accept,
    run: (ctx, { params }) => acceptMatchTime(ctx, params.id, ports),
  });
  routes.serve({
    contract: matches.setTime,
    run: (ctx, { params, body }) => setMatchTime(ctx, { ...body, ...onMatch(params) }, ports),
  });
  routes.serve({
    contract: matches.report,
    run: (ctx, { params, body }) => reportMatchScore(ctx, { ...body, ...onMatch(params) }, ports),
  });
  routes.serve({
    contract: matches.confirm,
    run: (ctx, { params }) => confirmMatchScore(ctx, params.id, ports),
  });
  routes.serve({
    contract: matches.dispute,
    run: (ctx, { params, body }) => disputeMatchScore(ctx, { ...body, ...onMatch(params) }, ports),
  });
  routes.serve({
    contract: matches.resolve,
    run: (ctx, { params, body }) => resolveMatchDispute(ctx, { ...body, ...onMatch(params) }, ports),
  });

  // Streams

  // The payload is the claim itself (platform and watch link).
  routes.serve({
    contract: matches.claimStream,
    run: (ctx, { params, body }) => claimMatchStream(ctx, { ...onMatch(params), claim: body }, ports),
  });
  routes.serve({
    contract: matches.releaseStream,
    run: (ctx, { params }) => releaseMatchStream(ctx, params.id, ports),
  });

  routes.serve({ contract: run.claimable, run: (ctx) => listClaimableMatches(ctx) });

  routes.serve({
    contract: run.grantStreamer,
    run: (ctx, { params, body }) => grantStreamer(ctx, { ...body, tournamentId: params.id }),
  });
  routes.serve({
    contract: run.revokeStreamer,
    run: (ctx, { params, body }) => revokeStreamer(ctx, { ...body, tournamentId: params.id }, ports),
  });

  // Announcements

  routes.serve({
    contract: run.postAnnouncement,
    run: (ctx, { params, body }) => postAnnouncement(ctx, { ...body, tournamentId: params.id }, ports),
  });
  routes.serve({
    contract: run.deleteAnnouncement,
    run: (ctx, { params }) =>
      deleteAnnouncement(ctx, { tournamentId: params.id, announcementId: params.announcementId }, ports).then(
        () => undefined,
      ),
  });

  liveUpdateRoutes(routes, deps, hub);
}
