import type { MatchSide } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { type WarScore, warWinner } from '../games/war-outcome.ts';
import { messages } from '../messages/catalogue.ts';

/** The series lengths an organiser may choose per round (rulebook: 1 early, 3 from the quarter-finals). */
export const BEST_OF_OPTIONS = [1, 3, 5, 7] as const;
export type BestOf = (typeof BEST_OF_OPTIONS)[number];

/** One game's score; a war also carries each side's destruction, which decides it on level stars. */
export type GameScore = WarScore;

export interface SeriesResult {
  /** A best of 1 keeps its game's score; a longer series counts the games won. */
  scoreA: number;
  scoreB: number;
  /** Null only for a drawn series where a draw may stand (group stage, Swiss). */
  winner: MatchSide | null;
}

export const winsNeeded = (bestOf: number): number => Math.floor(bestOf / 2) + 1;

/** Whether a bare score can be a series' games won: a best of 1 takes any score, a longer one at most its wins needed. */
export const isSeriesScore = (bestOf: number, scoreA: number, scoreB: number): boolean =>
  bestOf === 1 || Math.max(scoreA, scoreB) <= winsNeeded(bestOf);

const bad = (code: ErrorCode, message: string) => new AppError('BAD_REQUEST', code, message);

/**
 * The series a list of games adds up to. A team wins once it takes a majority of the best-of; games after
 * that are refused, and so is a list that decides nothing. A drawn game counts for neither side.
 */
export const seriesResult = (
  games: readonly GameScore[],
  bestOf: BestOf,
  needsWinner: boolean,
): SeriesResult => {
  if (games.length === 0) throw bad('SERIES_NO_GAMES', messages.series.noGames);
  if (games.length > bestOf) throw bad('SERIES_TOO_MANY_GAMES', messages.series.tooManyGames(bestOf));
  const valid = (score: number) => Number.isInteger(score) && score >= 0;
  if (!games.every((game) => valid(game.scoreA) && valid(game.scoreB)))
    throw bad('MATCH_INVALID_SCORE', messages.match.invalidScore);

  const needed = winsNeeded(bestOf);
  let winsA = 0;
  let winsB = 0;
  for (const [index, game] of games.entries()) {
    const gameWinner = warWinner(game);
    if (gameWinner === 'A') winsA += 1;
    else if (gameWinner === 'B') winsB += 1;
    if ((winsA === needed || winsB === needed) && index < games.length - 1)
      throw bad('SERIES_PLAYED_ON', messages.series.playedOn);
  }
  // Short of a majority (drawn games), the series stands only once every game was played, and level
  // only where a draw may stand.
  const decided = winsA === needed || winsB === needed;
  if (!decided && (games.length < bestOf || (winsA === winsB && needsWinner))) {
    throw bad('SERIES_NOT_DECIDED', messages.series.notDecided(bestOf, needed));
  }
  const winner: MatchSide | null = winsA > winsB ? 'A' : winsB > winsA ? 'B' : null;
  // A best of 1 keeps its game's score (a war's stars), so a war won on destruction shows level stars.
  if (bestOf === 1) return { scoreA: games[0]!.scoreA, scoreB: games[0]!.scoreB, winner };
  return { scoreA: winsA, scoreB: winsB, winner };
};

/**
 * The shortest series `winner` takes with the loser winning one game where the series has room (2–1 in
 * a best of 3, 3–1 in a best of 5): a whole series reported as its games, the decider last.
 */
export const seriesWonBy = (bestOf: BestOf, winner: MatchSide): GameScore[] => {
  const won = { scoreA: winner === 'A' ? 1 : 0, scoreB: winner === 'B' ? 1 : 0 };
  const lost = { scoreA: won.scoreB, scoreB: won.scoreA };
  if (bestOf === 1) return [won];
  return [won, lost, ...Array.from({ length: winsNeeded(bestOf) - 1 }, () => won)];
};
