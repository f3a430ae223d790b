import type { PlayerStats } from '../../contracts/teams.ts';
import { killDeathRatio } from '../stats/standings.ts';

export interface PlayerStatFigures {
  kills: number;
  deaths: number;
  offense: number;
  defense: number;
  army: number;
  attack: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * A player's figures over the matches they have lines for: offense and defense add up, army and
 * attack are averaged per match (one decimal); kills and deaths add up to a K/D. A player without
 * lines has zeros.
 */
export function playerStatsFromLines(lines: readonly PlayerStatFigures[]): PlayerStats {
  const sum = (pick: (line: PlayerStatFigures) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const average = (pick: (line: PlayerStatFigures) => number) =>
    lines.length === 0 ? 0 : oneDecimal(sum(pick) / lines.length);
  return {
    totalOffense: sum((line) => line.offense),
    totalDefense: sum((line) => line.defense),
    avgArmy: average((line) => line.army),
    avgAttack: average((line) => line.attack),
    kills: sum((line) => line.kills),
    deaths: sum((line) => line.deaths),
    kd: killDeathRatio(
      sum((line) => line.kills),
      sum((line) => line.deaths),
    ),
  };
}
