import { type CorrectPayload, correctResult, recordsDestruction, warDestruction } from '@galaxia/core';
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
export const correctMatchResult = ruling(
  ({ state, roles, phase, match, tournament }, input: CorrectMatchResultInput) => {
    // A war keeps the corrected destruction, which decides it on level stars.
    const destruction = recordsDestruction(tournament.gameId) ? warDestruction(input) : {};
    // The corrected score replaces the reported games, which no longer add up to it; a corrected war
    // with its destruction is its one war.
    match.games =
      destruction.destructionA === undefined
        ? null
        : [{ scoreA: input.scoreA, scoreB: input.scoreB, ...destruction, playerStats: [] }];
    return {
      kind: 'correct',
      reason: input.reason,
      resetPlayed: input.resetPlayed,
      next: correctResult(state, organiserActor(roles), {
        scoreA: input.scoreA,
        scoreB: input.scoreB,
        ...destruction,
        needsWinner: needsWinner(phase),
      }),
    };
  },
);
