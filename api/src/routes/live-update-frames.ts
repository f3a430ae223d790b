import { type TournamentUpdate, tournamentUpdateSchema } from '@galaxia/core';
import { getEventMatch, type Orm, versionedRead } from '@galaxia/core/server';

const CHANNEL_PREFIX = 'galaxia:events:';

/**
 * Turns one published update into the server-sent event every open page of the tournament gets, once per
 * api process however many pages listen. A match update carries the match as a visitor sees it, so
 * pages patch it in place instead of refetching everything, and every update the data version it brings.
 */
export function liveUpdateFrames(orm: Pick<Orm, 'em'>) {
  const withEntity = async (tournamentId: string, update: TournamentUpdate): Promise<TournamentUpdate> => {
    if (update.type !== 'match' || update.match) return update;
    try {
      const { value, version } = await versionedRead(orm.em.fork(), tournamentId, (em) =>
        getEventMatch({ em, actor: null }, { tournamentId, matchId: update.matchId }),
      );
      const { viewerRole: _role, allowedActions: _actions, ...match } = value;
      // The version of the match as read now, which may be later than the write that sent the update.
      return { ...update, match, version };
    } catch {
      // Not public (a draft's match) or gone meanwhile: the bare update still tells pages to refetch.
      return update;
    }
  };

  return async (channel: string, message: string): Promise<string | null> => {
    let body: unknown;
    try {
      body = JSON.parse(message);
    } catch {
      return null;
    }
    const update = tournamentUpdateSchema.safeParse(body);
    if (!update.success) return null;
    const full = await withEntity(channel.slice(CHANNEL_PREFIX.length), update.data);
    return `event: ${full.type}\ndata: ${JSON.stringify(full)}\n\n`;
  };
}
