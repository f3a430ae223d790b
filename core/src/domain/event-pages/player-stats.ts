import type { PlayerStats } from '../../contracts/teams.ts';

export interface PlayerStatFigures {
  offense: number;
  defense: number;
  army: number;
  attack: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * A player's figures over the matches they have lines for: offense and defense add up, army and
 * attack are averaged per match (one decimal). A player without lines has zeros.
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
  };
}
