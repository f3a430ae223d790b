import { type ClaimableMatches, type MatchStatus, streamPlatformSchema } from '@galaxia/core';
import { QueryOrder } from '@mikro-orm/core';
import type { UseCaseContext } from '../../context.ts';
import {
  Match,
  ServerMembership,
  StreamClaim,
  Tournament,
  TournamentStreamer,
} from '../../db/entities/index.ts';
import { tournamentMatchLineOf } from './internal/match-line.ts';

/** Stream Tools shows a working list, not an archive. */
export const CLAIMABLE_LIST_SIZE = 100;

/**
 * Matches the signed-in person may cast: both teams known, not yet played, in running tournaments
 * where they hold the streamer role or that they organise. Matches another streamer holds are left
 * out; the person's own claims stay listed so they can release them.
 */
export async function listClaimableMatches(ctx: UseCaseContext): Promise<ClaimableMatches> {
  const { em, actor } = ctx;
  const grants = await em.find(TournamentStreamer, { user: actor.userId });
  const servers = await em.find(ServerMembership, { user: actor.userId, isAdmin: true });
  const tournamentIds = grants.map((grant) => grant.tournament.id);
  const serverIds = servers.map((membership) => membership.server.id);
  if (tournamentIds.length === 0 && serverIds.length === 0) return { matches: [] };
  const tournaments = await em.find(Tournament, {
    lifecycle: 'published',
    $or: [{ id: { $in: tournamentIds } }, { server: { $in: serverIds } }],
  });
  if (tournaments.length === 0) return { matches: [] };

  const matches = await em.find(
    Match,
    { tournament: { $in: tournaments.map((t) => t.id) }, status: { $in: ['pending', 'scheduled'] } },
    {
      populate: ['tournament', 'teamA', 'teamB'],
      orderBy: [{ scheduledTime: QueryOrder.ASC_NULLS_LAST }, { playOrder: 'asc' }, { id: 'asc' }],
    },
  );
  const claims =
    matches.length === 0 ? [] : await em.find(StreamClaim, { match: { $in: matches.map((m) => m.id) } });
  const claimOf = new Map(claims.map((claim) => [claim.match.id, claim]));
  return {
    matches: matches
      .filter((match) => {
        const claim = claimOf.get(match.id);
        return !claim || claim.streamer.id === actor.userId;
      })
      .slice(0, CLAIMABLE_LIST_SIZE)
      .map((match) => {
        const claim = claimOf.get(match.id);
        return {
          matchId: match.id,
          ...tournamentMatchLineOf(match),
          status: match.status as MatchStatus,
          scheduledTime: match.scheduledTime?.toISOString() ?? null,
          claim: claim
            ? {
                platform: streamPlatformSchema.parse(claim.platform),
                url: claim.url,
                live: Boolean(claim.liveAt),
                locked: Boolean(claim.lockedAt),
              }
            : null,
        };
      }),
  };
}
