import { type CompetitionMatch, type CorrectPayload, correctResult } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { organiserActor } from './internal/match-roles.ts';
import { needsWinner } from './internal/needs-winner.ts';
import { ruleOnMatch } from './rule-on-match.ts';

export interface CorrectMatchResultInput extends CorrectPayload {
  matchId: string;
}

/**
 * The organiser corrects a completed result. Later matches not yet played take the corrected teams; a
 * correction that would change a played one is refused with their list unless `resetPlayed` confirms
 * sending them back to be played again.
 */
export async function correctMatchResult(
  ctx: UseCaseContext,
  input: CorrectMatchResultInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return ruleOnMatch(ctx, input.matchId, ports, ({ state, roles, phase, match }) => {
    // The corrected score replaces the reported games, which no longer add up to it.
    match.games = null;
    return {
      kind: 'correct',
      reason: input.reason,
      resetPlayed: input.resetPlayed,
      next: correctResult(state, organiserActor(roles), {
        scoreA: input.scoreA,
        scoreB: input.scoreB,
        needsWinner: needsWinner(phase),
      }),
    };
  });
}
