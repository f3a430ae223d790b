import type { Player, PlayerStats } from '../../contracts/teams.ts';
import { killDeathRatio } from './standings.ts';

/**
 * A team's header figures on its detail page: offense and defense are the players' totals summed;
 * army and attack are the players' averages, averaged and rounded to a whole number.
 */
export const teamAggregates = (players: readonly Pick<Player, 'stats'>[]): PlayerStats => {
  const sum = (pick: (stats: PlayerStats) => number) =>
    players.reduce((total, player) => total + pick(player.stats), 0);
  const roundedAverage = (pick: (stats: PlayerStats) => number) =>
    players.length === 0 ? 0 : Math.round(sum(pick) / players.length);
  return {
    totalOffense: sum((stats) => stats.totalOffense),
    totalDefense: sum((stats) => stats.totalDefense),
    avgArmy: roundedAverage((stats) => stats.avgArmy),
    avgAttack: roundedAverage((stats) => stats.avgAttack),
    kills: sum((stats) => stats.kills),
    deaths: sum((stats) => stats.deaths),
    kd: killDeathRatio(
      sum((stats) => stats.kills),
      sum((stats) => stats.deaths),
    ),
  };
};
