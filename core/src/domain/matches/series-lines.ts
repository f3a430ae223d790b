import type { GameStatLine } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';

/**
 * A player's line for the whole series from their lines per game: kills, deaths, offense and defense
 * add up; army and attack are ratings, so the series keeps their average (rounded) over the games the
 * player has a line in. A player may have at most one line per game.
 */
export function seriesPlayerLines(
  games: readonly { playerStats: readonly GameStatLine[] }[],
): GameStatLine[] {
  const totals = new Map<string, GameStatLine & { games: number }>();
  for (const game of games) {
    if (new Set(game.playerStats.map((line) => line.userId)).size !== game.playerStats.length) {
      throw new AppError(
        'BAD_REQUEST',
        'COMPETITION_STATS_DUPLICATE_PLAYER',
        messages.competition.statsDuplicatePlayer,
      );
    }
    for (const line of game.playerStats) {
      const total = totals.get(line.userId) ?? {
        userId: line.userId,
        kills: 0,
        deaths: 0,
        offense: 0,
        defense: 0,
        army: 0,
        attack: 0,
        games: 0,
      };
      total.kills += line.kills;
      total.deaths += line.deaths;
      total.offense += line.offense;
      total.defense += line.defense;
      total.army += line.army;
      total.attack += line.attack;
      total.games += 1;
      totals.set(line.userId, total);
    }
  }
  return [...totals.values()].map(({ games: count, ...line }) => ({
    ...line,
    army: Math.round(line.army / count),
    attack: Math.round(line.attack / count),
  }));
}
