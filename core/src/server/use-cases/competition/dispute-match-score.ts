import { type DisputeScorePayload, disputeScore } from '@galaxia/core';
import { matchMove } from './internal/match-move.ts';
import { repActor } from './internal/match-roles.ts';

export interface DisputeMatchScoreInput extends DisputeScorePayload {
  matchId: string;
}

/** The other side's rep contests the reported score: the organiser is told and must rule. */
export const disputeMatchScore = matchMove(
  async ({ state, roles, now, match, tournament, effects }, input: DisputeMatchScoreInput) => {
    const next = disputeScore(state, repActor(roles), { reason: input.reason }, now);
    effects.notify({ kind: 'match-disputed', tournamentId: tournament.id, matchId: match.id });
    return next;
  },
);
