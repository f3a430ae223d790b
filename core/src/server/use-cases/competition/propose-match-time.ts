import { type CompetitionMatch, proposeTime } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { repActor } from './internal/match-roles.ts';

export interface MatchTimeInput {
  matchId: string;
  time: string;
}

/** A rep offers a time inside the match's round; offering again over the other side's offer counters it. */
export async function proposeMatchTime(
  ctx: UseCaseContext,
  input: MatchTimeInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, input.matchId, ports, async ({ state, roles, round, now }) =>
    proposeTime(state, repActor(roles), { time: input.time, window: round.window }, now),
  );
}
