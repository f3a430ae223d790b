import type { Player, PlayerStats } from '../../contracts/teams.ts';
import { killDeathRatio } from './standings.ts';

/** A roster player's figures, and whether any of their lines counted (a substitute who never played has none). */
export type RosterFigures = Pick<Player, 'stats'> & { withFigures: boolean };

/**
 * A team's header figures on its detail page: offense and defense are the players' totals summed;
 * army and attack are the averages of the players who have figures, rounded to a whole number: a
 * player who never played is not an average of 0.
 */
export const teamAggregates = (players: readonly RosterFigures[]): PlayerStats => {
  const sum = (pick: (stats: PlayerStats) => number) =>
    players.reduce((total, player) => total + pick(player.stats), 0);
  const played = players.filter((player) => player.withFigures);
  const roundedAverage = (pick: (stats: PlayerStats) => number) =>
    played.length === 0
      ? 0
      : Math.round(played.reduce((total, player) => total + pick(player.stats), 0) / played.length);
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
