import type { MatchSide } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import type { MatchState, TeamRef } from './match-actor.ts';

export interface FinalScore {
  scoreA: number;
  scoreB: number;
  /** Elimination formats need a winner; group and Swiss formats may end level. */
  needsWinner: boolean;
}

/** Refuses a score that cannot stand as a result; returns the winning side, null for a draw. */
export const decideWinner = ({ scoreA, scoreB, needsWinner }: FinalScore): MatchSide | null => {
  const valid = (score: number) => Number.isInteger(score) && score >= 0;
  if (!valid(scoreA) || !valid(scoreB)) throw new AppError('BAD_REQUEST', messages.match.invalidScore);
  if (scoreA === scoreB) {
    if (needsWinner) throw new AppError('BAD_REQUEST', messages.match.drawNotAllowed);
    return null;
  }
  return scoreA > scoreB ? 'A' : 'B';
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
