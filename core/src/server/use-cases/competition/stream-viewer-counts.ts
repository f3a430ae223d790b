import { matchStatusSchema, type StreamPlatform, streamPlatformSchema, streamStatus } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { StreamClaim } from '../../db/entities/index.ts';
import { OVER_FOR_STREAMING } from '../public/internal/event-facts.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';

export interface LiveClaim {
  claimId: string;
  platform: StreamPlatform;
  url: string;
}

/** Claims whose stream is live now: the only ones worth asking a platform about. */
export async function listLiveClaims(em: EntityManager, now: Date): Promise<LiveClaim[]> {
  const claims = await em.find(
    StreamClaim,
    { match: { status: { $nin: [...OVER_FOR_STREAMING] } } },
    { populate: ['match'] },
  );
  return claims
    .filter(
      (claim) =>
        streamStatus(
          {
            status: matchStatusSchema.parse(claim.match.status),
            scheduledTime: claim.match.scheduledTime?.toISOString() ?? null,
            streamLive: Boolean(claim.liveAt),
          },
          now,
        ) === 'live',
    )
    .map((claim) => ({
      claimId: claim.id,
      platform: streamPlatformSchema.parse(claim.platform),
      url: claim.url,
    }));
}

/**
 * Stores what the platforms said; a stream they did not report (offline, unknown) keeps no count, so
 * the page shows none rather than a stale or invented one. Pages hear of it on the live channel.
 */
export async function recordViewerCounts(
  em: EntityManager,
  counts: ReadonlyMap<string, number | null>,
  now: Date,
  ports: CompetitionPorts,
): Promise<number> {
  if (counts.size === 0) return 0;
  const claims = await em.find(StreamClaim, { id: { $in: [...counts.keys()] } }, { populate: ['match'] });
  const changed: { tournamentId: string; matchId: string }[] = [];
  for (const claim of claims) {
    const viewers = counts.get(claim.id) ?? null;
    if (claim.viewerCount !== viewers)
      changed.push({ tournamentId: claim.match.tournament.id, matchId: claim.match.id });
    claim.viewerCount = viewers;
    claim.viewerCountAt = now;
  }
  await em.flush();
  for (const { tournamentId, matchId } of changed) {
    await ports.publish?.(tournamentId, { type: 'stream', matchId, claimed: true });
  }
  return claims.length;
}
