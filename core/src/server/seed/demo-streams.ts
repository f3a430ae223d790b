import type { EntityManager } from '@mikro-orm/postgresql';
import { StreamClaim, TournamentStreamer } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { UserRow } from './demo-people.ts';
import type { MatchRow } from './write-matches.ts';
import type { TournamentRow } from './write-tournament.ts';

/**
 * The streamer holds the role in the running events and has claimed two playoff matches: tomorrow's
 * quarter-final on YouTube and the first semi-final on Twitch.
 */
export function writeStreams(
  em: EntityManager,
  clock: DemoClock,
  streamer: UserRow,
  grants: TournamentRow[],
  playoffs: ReadonlyMap<string, MatchRow>,
): void {
  grants.forEach((tournament, i) => {
    em.create(TournamentStreamer, {
      tournament,
      user: streamer,
      grantedAt: clock.plusMinutes(clock.now, -(30 - i) * 24 * 60),
    });
  });
  const claims = [
    { match: 'qf-4', platform: 'YouTube', url: 'https://www.youtube.com/@RogueCasterLive', hoursAgo: 20 },
    { match: 'sf-1', platform: 'Twitch', url: 'https://www.twitch.tv/roguecaster', hoursAgo: 2 },
  ];
  for (const { match, platform, url, hoursAgo } of claims) {
    em.create(StreamClaim, {
      match: playoffs.get(match)!,
      streamer,
      platform,
      url,
      claimedAt: clock.plusMinutes(clock.now, -hoursAgo * 60),
    });
  }
}
