import {
  type EventStreams,
  matchStatusSchema,
  messages,
  streamPlatformSchema,
  streamStatus,
} from '@galaxia/core';
import { QueryOrder } from '@mikro-orm/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { StreamClaim } from '../../db/entities/index.ts';
import { OVER_FOR_STREAMING } from './internal/event-facts.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';
import { visibleProfiles } from './profile-visibility.ts';

/**
 * GET /api/events/:id/streams: claimed matches still to be watched, live ones first, then by start
 * time. A completed or disputed match's stream is over and is not listed.
 */
export async function listEventStreams(ctx: PublicContext, tournamentId: string): Promise<EventStreams> {
  const now = clockNow();
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now);
  const claims = await ctx.em.find(
    StreamClaim,
    { match: { tournament: tournament.id, status: { $nin: [...OVER_FOR_STREAMING] } } },
    {
      populate: ['match', 'match.teamA', 'match.teamB', 'streamer'],
      orderBy: [{ match: { scheduledTime: QueryOrder.ASC_NULLS_LAST } }, { match: { playOrder: 'asc' } }],
    },
  );
  const pictures = await visibleProfiles(
    ctx.em,
    claims.map((claim) => claim.streamer.id),
    ctx.actor,
  );
  const tbd = messages.publicEvent.teamToBeDecided;
  const streams = claims.map(({ match, streamer, platform, url, viewerCount, liveAt }) => {
    const scheduledTime = match.scheduledTime?.toISOString() ?? null;
    return {
      matchId: match.id,
      teams: [match.teamA?.name ?? tbd, match.teamB?.name ?? tbd] as [string, string],
      streamer: streamer.name,
      streamerAvatar: pictures.has(streamer.id) ? (streamer.avatar ?? null) : null,
      platform: streamPlatformSchema.parse(platform),
      viewerCount: viewerCount ?? null,
      status: streamStatus(
        { status: matchStatusSchema.parse(match.status), scheduledTime, streamLive: Boolean(liveAt) },
        now,
      ),
      streamUrl: url,
      scheduledTime,
    };
  });
  // Stable: within live and within upcoming the start-time order stays.
  streams.sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live'));
  return { streams };
}
