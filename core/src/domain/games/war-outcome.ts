import type { MatchSide } from '../../contracts/matches.ts';
import { gameStatistics } from './game-statistics.ts';
import { isGameId } from './games.ts';

/** Whether a game's results record each side's destruction: Clash of Clans wars. */
export const recordsDestruction = (gameId: string): boolean =>
  isGameId(gameId) && gameStatistics(gameId).kind === 'war';

/** A result as the game counts it: the score and, for a Clash of Clans war, each side's destruction. */
export interface WarScore {
  scoreA: number;
  scoreB: number;
  destructionA?: number | undefined;
  destructionB?: number | undefined;
}

/**
 * The side that won: the higher score (a war's stars); on equal stars, the higher destruction, as the
 * game itself decides a war. Null when both are level, or the stars are level and either side's
 * destruction was not recorded: a true tie, which the format's draw rule then takes.
 */
export const warWinner = ({ scoreA, scoreB, destructionA, destructionB }: WarScore): MatchSide | null => {
  if (scoreA !== scoreB) return scoreA > scoreB ? 'A' : 'B';
  if (destructionA === undefined || destructionB === undefined || destructionA === destructionB) return null;
  return destructionA > destructionB ? 'A' : 'B';
};

/** The destruction a one-war report carries for the tiebreak: both sides' or none. */
export const warDestruction = (
  game: { destructionA?: number | undefined; destructionB?: number | undefined } | undefined,
): { destructionA?: number; destructionB?: number } =>
  game?.destructionA === undefined || game.destructionB === undefined
    ? {}
    : { destructionA: game.destructionA, destructionB: game.destructionB };
