import { type ForfeitPayload, forfeitMatch as forfeitRule } from '@galaxia/core';
import { organiserActor } from './internal/match-roles.ts';
import { ruling } from './internal/rule-on-match.ts';

export interface ForfeitMatchInput extends ForfeitPayload {
  matchId: string;
}

/**
 * The organiser rules that one team (or both) forfeits a match with no result yet: the other team goes
 * through as on a confirmed result, or with a double forfeit nobody does. Audited, in one transaction.
 * Also what check-in close calls for a no-show.
 */
export const forfeitMatch = ruling(({ state, roles, now, match }, input: ForfeitMatchInput) => {
  const forfeiting = input.forfeiting === 'A' ? match.teamA : match.teamB;
  return {
    kind: input.forfeiting === 'both' ? 'double-forfeit' : 'forfeit',
    reason: input.reason,
    next: forfeitRule(
      state,
      organiserActor(roles),
      { forfeiting: input.forfeiting, reason: input.reason, teamName: forfeiting?.name ?? '' },
      now,
    ),
  };
});
