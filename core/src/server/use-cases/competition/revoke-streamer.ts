import { AppError, messages, type TournamentStreamers } from '@galaxia/core';
import { StreamClaim, TournamentStreamer } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { lockTournamentForOrganiser } from '../tournaments/internal/lock-tournament.ts';
import type { StreamerGrantInput } from './grant-streamer.ts';
import { loadStreamers } from './internal/streamer-views.ts';
import { tournamentWrite } from './internal/tournament-write.ts';

/** Takes the streamer role away; their claims on matches still to be played are released with it. */
export const revokeStreamer = tournamentWrite(
  async ({ em, actor, effects }, input: StreamerGrantInput): Promise<TournamentStreamers> => {
    const tournament = await lockTournamentForOrganiser(em, actor, input.tournamentId);
    const grant = isUuid(input.userId)
      ? await em.findOne(TournamentStreamer, { tournament: tournament.id, user: input.userId })
      : null;
    if (!grant)
      throw new AppError('NOT_FOUND', 'COMPETITION_NOT_ASTREAMER', messages.competition.notAStreamer);
    const claims = await em.find(StreamClaim, {
      streamer: input.userId,
      match: { tournament: tournament.id, status: { $ne: 'completed' } },
    });
    for (const claim of claims) effects.publish({ type: 'stream', matchId: claim.match.id, claimed: false });
    em.remove([grant, ...claims]);
    await em.flush();
    return { streamers: await loadStreamers(em, tournament.id, actor) };
  },
);
