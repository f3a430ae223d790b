import { type CompetitionMatch, releaseStream } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { streamerActor } from './internal/match-roles.ts';

/** The streamer who claimed the match gives it up; another may claim it. */
export async function releaseMatchStream(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, matchId, ports, async ({ em, state, roles, now, match, claim, effects }) => {
    const next = releaseStream(state, streamerActor(roles), now);
    if (claim) em.remove(claim);
    effects.publish({ type: 'stream', matchId: match.id, claimed: false });
    return next;
  });
}
