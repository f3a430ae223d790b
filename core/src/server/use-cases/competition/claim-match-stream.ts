import { AppError, type CompetitionMatch, claimStream, messages } from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { UseCaseContext } from '../../context.ts';
import { StreamClaim } from '../../db/entities/index.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { streamerActor } from './internal/match-roles.ts';

export interface ClaimMatchStreamInput {
  matchId: string;
  /** The body as sent: the stream rules check the platform and watch link. */
  claim: unknown;
}

/**
 * A streamer claims a match to cast. One claim wins: claims queue on the match lock and the loser is
 * refused by the rules; the unique claim per match in the database settles anything that slips past.
 */
export async function claimMatchStream(
  ctx: UseCaseContext,
  input: ClaimMatchStreamInput,
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  try {
    return await actOnMatch(ctx, input.matchId, ports, async ({ em, state, roles, now, match, effects }) => {
      const { match: next, claim } = claimStream(state, streamerActor(roles), input.claim, now);
      em.create(StreamClaim, { match, streamer: ctx.actor.userId, platform: claim.platform, url: claim.url });
      effects.publish({ type: 'stream', matchId: match.id, claimed: true });
      return next;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'STREAM_ALREADY_CLAIMED', messages.stream.alreadyClaimed);
    }
    throw error;
  }
}
