import { proposeTime } from '@galaxia/core';
import { matchMove } from './internal/match-move.ts';
import { repActor } from './internal/match-roles.ts';

export interface MatchTimeInput {
  matchId: string;
  time: string;
}

/** A rep offers a time inside the match's round; offering again over the other side's offer counters it. */
export const proposeMatchTime = matchMove(async ({ state, roles, round, now }, input: MatchTimeInput) =>
  proposeTime(state, repActor(roles), { time: input.time, window: round.window }, now),
);
