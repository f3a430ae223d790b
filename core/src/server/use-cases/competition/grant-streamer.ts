import { messages, organiserPaths, type TournamentStreamers } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { TournamentStreamer } from '../../db/entities/index.ts';
import { notify } from '../notifications/notify.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import { loadNamedUser } from './internal/named-user.ts';
import { loadStreamers } from './internal/streamer-views.ts';

export interface StreamerGrantInput {
  tournamentId: string;
  userId: string;
}

/** The organiser lets a person claim this tournament's matches to stream, and tells them. Granting twice changes nothing. */
export async function grantStreamer(
  ctx: UseCaseContext,
  input: StreamerGrantInput,
): Promise<TournamentStreamers> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const user = await loadNamedUser(em, input.userId);
    const granted = await em.findOne(TournamentStreamer, { tournament: tournament.id, user: user.id });
    if (!granted) {
      em.create(TournamentStreamer, { tournament, user });
      notify(em, {
        userIds: [user.id],
        kind: 'streamer-granted',
        title: messages.competition.streamerGrantedTitle(tournament.eventName),
        body: messages.competition.streamerGrantedBody,
        link: organiserPaths.streamTools,
      });
    }
    await em.flush();
    return { streamers: await loadStreamers(em, tournament.id, ctx.actor) };
  });
}
