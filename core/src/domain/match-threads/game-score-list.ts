import { AppError } from '../errors/app-error.ts';
import type { GameScore } from '../matches/series.ts';
import { messages } from '../messages/catalogue.ts';

const GAME = /^(\d{1,7})\s*[-–—:]\s*(\d{1,7})$/;

/**
 * The games of a series as typed in one text box (Discord's report modal): "13-7, 9-13, 13-11", the
 * first team's score first, games split by commas, semicolons or lines. Whether they decide the series
 * is `seriesResult`'s call; this only reads them.
 */
export function parseGameScoreList(typed: string): GameScore[] {
  const parts = typed
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0)
    throw new AppError('BAD_REQUEST', 'MATCH_THREAD_GAMES_UNREADABLE', messages.matchThread.gamesUnreadable);
  return parts.map((part) => {
    const [, scoreA, scoreB] = GAME.exec(part) ?? [];
    if (scoreA === undefined || scoreB === undefined) {
      throw new AppError(
        'BAD_REQUEST',
        'MATCH_THREAD_GAMES_UNREADABLE',
        messages.matchThread.gamesUnreadable,
      );
    }
    return { scoreA: Number(scoreA), scoreB: Number(scoreB) };
  });
}
