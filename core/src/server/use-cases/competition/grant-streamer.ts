import { AppError, messages, organiserPaths, type TournamentStreamers } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { TournamentStreamer, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { notify } from '../notifications/notify.ts';
import { lockTournamentForOrganiser } from '../tournaments/internal/lock-tournament.ts';
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
  return ctx.em.transactional(async (em) => {
    const tournament = await lockTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    const user = isUuid(input.userId) ? await em.findOne(User, { id: input.userId }) : null;
    if (!user) throw new AppError('NOT_FOUND', messages.competition.userNotFound);
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
    return { streamers: await loadStreamers(em, tournament.id) };
  });
}
