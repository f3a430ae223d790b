import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { advanceFrom } from './advancement.ts';
import type { BracketMatch, BracketState, MatchScore } from './types.ts';

const isScore = (value: number): boolean => Number.isInteger(value) && value >= 0;

/**
 * Checks a result and writes it into `matches` in place (the matches of `bracket`, or a copy of them
 * the caller owns), then advances its winner and loser and any BYEs they run into. Touches only the
 * reported match and the ones it feeds.
 */
export const recordResult = (
  bracket: BracketState,
  matches: BracketMatch[],
  matchId: string,
  score: MatchScore,
): void => {
  const position = bracket.matchIndex[matchId];
  if (position === undefined)
    throw new AppError('NOT_FOUND', 'BRACKETS_MATCH_NOT_FOUND', messages.brackets.matchNotFound(matchId));
  const match = matches[position]!;
  if (match.status === 'completed')
    throw new AppError('CONFLICT', 'BRACKETS_ALREADY_REPORTED', messages.brackets.alreadyReported(matchId));
  if (match.status !== 'pending' || match.teamA === null || match.teamB === null) {
    throw new AppError('CONFLICT', 'BRACKETS_TEAMS_NOT_KNOWN', messages.brackets.teamsNotKnown(matchId));
  }
  const { scoreA, scoreB } = score;
  if (!isScore(scoreA) || !isScore(scoreB))
    throw new AppError('BAD_REQUEST', 'MATCH_INVALID_SCORE', messages.brackets.invalidScore);
  const elimination = bracket.format === 'single-elimination' || bracket.format === 'double-elimination';
  const side =
    score.winner !== undefined ? score.winner : scoreA === scoreB ? null : scoreA > scoreB ? 'A' : 'B';
  if (elimination && side === null)
    throw new AppError('BAD_REQUEST', 'BRACKETS_DRAW_NOT_ALLOWED', messages.brackets.drawNotAllowed);

  const draw = side === null;
  const aWins = side === 'A';
  matches[position] = {
    ...match,
    scoreA,
    scoreB,
    winner: draw ? null : aWins ? match.teamA : match.teamB,
    loser: draw ? null : aWins ? match.teamB : match.teamA,
    status: 'completed',
  };
  advanceFrom(matches, bracket.matchIndex, matchId);
};

/**
 * Records a result and advances its winner and loser (and any BYEs they run into). Returns a new
 * state and leaves the given one untouched: the price is one copy of the match list, so a caller
 * reporting many results in a row (`playOut`) copies once and uses `recordResult`.
 */
export const reportResult = <S extends BracketState>(bracket: S, matchId: string, score: MatchScore): S => {
  const matches = bracket.matches.slice();
  recordResult(bracket, matches, matchId, score);
  return { ...bracket, matches };
};
