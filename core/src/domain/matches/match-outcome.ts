import type { MatchSide } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import { type WarScore, warWinner } from '../games/war-outcome.ts';
import { messages } from '../messages/catalogue.ts';
import type { MatchState, TeamRef } from './match-actor.ts';

export interface FinalScore extends WarScore {
  /** Elimination formats need a winner; group and Swiss formats may end level. */
  needsWinner: boolean;
}

/**
 * Refuses a score that cannot stand as a result; returns the winning side, null for a draw. A war level
 * on stars goes to the side with more destruction (warWinner); only a true tie is a draw.
 */
export const decideWinner = (result: FinalScore): MatchSide | null => {
  const valid = (score: number) => Number.isInteger(score) && score >= 0;
  if (!valid(result.scoreA) || !valid(result.scoreB))
    throw new AppError('BAD_REQUEST', 'MATCH_INVALID_SCORE', messages.match.invalidScore);
  const winner = warWinner(result);
  if (winner === null && result.needsWinner)
    throw new AppError('BAD_REQUEST', 'MATCH_DRAW_NOT_ALLOWED', messages.match.drawNotAllowed);
  return winner;
};

/** The match completed now with this result; a pending report is settled by it. */
export const completedWith = <M extends MatchState>(
  match: M,
  result: { scoreA: number; scoreB: number; winner: MatchSide | null },
  now: Date,
): M => ({ ...match, ...result, status: 'completed', completedTime: now.toISOString(), report: null });

/** Who goes through and who drops out of a completed match; null before completion or for a draw. */
export const matchResult = <Team extends TeamRef>(
  match: MatchState<Team>,
): { winner: Team; loser: Team } | null => {
  if (match.status !== 'completed' || !match.winner || !match.teamA || !match.teamB) return null;
  return match.winner === 'A'
    ? { winner: match.teamA, loser: match.teamB }
    : { winner: match.teamB, loser: match.teamA };
};
