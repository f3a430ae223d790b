import { type CorrectPayload, correctResult } from '@galaxia/core';
import { organiserActor } from './internal/match-roles.ts';
import { needsWinner } from './internal/needs-winner.ts';
import { ruling } from './internal/rule-on-match.ts';

export interface CorrectMatchResultInput extends CorrectPayload {
  matchId: string;
}

/**
 * The organiser corrects a completed result. Later matches not yet played take the corrected teams; a
 * correction that would change a played one is refused with their list unless `resetPlayed` confirms
 * sending them back to be played again.
 */
export const correctMatchResult = ruling(({ state, roles, phase, match }, input: CorrectMatchResultInput) => {
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
