import type { PlayerStatRow, TeamStatRow } from '../../contracts/stats.ts';
import type { StatisticsKind } from '../games/game-statistics.ts';

export type TeamRecord = Omit<TeamStatRow, 'rank' | 'winRate'>;
/**
 * A player's figures summed over their lines; `army` and `attack` hold sums here, averaged over
 * `lines` when ranked.
 */
export type PlayerRecord = Pick<PlayerStatRow, 'name' | 'team' | 'kills' | 'deaths'> &
  Partial<Pick<PlayerStatRow, 'offense' | 'defense' | 'army' | 'attack'>> & { lines?: number };

/** Share of games won as a percentage with one decimal; a team that has not played has 0. */
export const winRate = (wins: number, losses: number): number => {
  const played = wins + losses;
  // Scaling before rounding keeps halves exact (1 of 8 is 12.5, not 12.499…).
  return played === 0 ? 0 : Math.round((wins * 1000) / played) / 10;
};

/** Kills per death with two decimals; with no deaths every kill counts in full. */
export const killDeathRatio = (kills: number, deaths: number): number =>
  deaths === 0 ? kills : Math.round((kills * 100) / deaths) / 100;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Top teams: most wins first, then the better win rate; names only order exact ties. */
export const rankTeams = (teams: readonly TeamRecord[]): TeamStatRow[] =>
  teams
    .map(({ name, logo, wins, losses }) => ({ name, logo, wins, losses, winRate: winRate(wins, losses) }))
    .sort((a, b) => b.wins - a.wins || b.winRate - a.winRate || byName(a, b))
    .map((team, index) => ({ rank: index + 1, ...team }));

const average = (sum: number | undefined, lines: number | undefined): number =>
  lines ? Math.round((sum ?? 0) / lines) : 0;

/**
 * The player ranking: in a war most offense first, then the better defense; elsewhere (top fraggers)
 * most kills first, then the better K/D. Names only order exact ties.
 */
export const rankPlayers = (
  players: readonly PlayerRecord[],
  kind: StatisticsKind = 'duel',
): PlayerStatRow[] =>
  players
    .map(({ name, team, kills, deaths, offense = 0, defense = 0, army, attack, lines }) => ({
      name,
      team,
      kills,
      deaths,
      kd: killDeathRatio(kills, deaths),
      offense,
      defense,
      army: average(army, lines),
      attack: average(attack, lines),
    }))
    .sort((a, b) =>
      kind === 'war'
        ? b.offense - a.offense || b.defense - a.defense || byName(a, b)
        : b.kills - a.kills || b.kd - a.kd || byName(a, b),
    )
    .map((player, index) => ({ rank: index + 1, ...player }));
