import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentStreamer } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { UserRow } from './demo-people.ts';
import type { TournamentRow } from './write-tournament.ts';

/**
 * The streamer holds the role in the running events. No claims: streams are claimed on duel matches,
 * and the running event plays lobbies.
 */
export function writeStreams(
  em: EntityManager,
  clock: DemoClock,
  streamer: UserRow,
  grants: TournamentRow[],
): void {
  grants.forEach((tournament, i) => {
    em.create(TournamentStreamer, {
      tournament,
      user: streamer,
      grantedAt: clock.plusMinutes(clock.now, -(30 - i) * 24 * 60),
    });
  });
}
