import type { VetoAction } from '../../contracts/veto.ts';
import { mapName, type VetoGameId } from './game-maps.ts';

/** One match's veto and what was played, as the statistics read it. */
export interface VetoedSeries {
  actions: readonly VetoAction[];
  teamA: { id: string; name: string } | null;
  teamB: { id: string; name: string } | null;
  /** Each game's score in order; a best of 1 without games counts its match score. Empty until played. */
  games: readonly { scoreA: number; scoreB: number }[];
}

export interface MapTableRow {
  map: string;
  name: string;
  picks: number;
  bans: number;
  /** Played as the decider or drawn at random. */
  deciders: number;
  played: number;
}

export interface TeamMapRow {
  teamId: string;
  teamName: string;
  map: string;
  name: string;
  played: number;
  won: number;
}

/**
 * An event's maps: how often each was picked, banned and left as the decider, how often it was played,
 * and each team's games and wins on each map. Games follow the veto's maps in order.
 */
export function mapStatistics(
  game: VetoGameId,
  series: readonly VetoedSeries[],
): { table: MapTableRow[]; teams: TeamMapRow[] } {
  const table = new Map<string, MapTableRow>();
  const row = (map: string) => {
    let found = table.get(map);
    if (!found) {
      found = { map, name: mapName(game, map), picks: 0, bans: 0, deciders: 0, played: 0 };
      table.set(map, found);
    }
    return found;
  };
  const teams = new Map<string, TeamMapRow>();
  const teamRow = (team: { id: string; name: string }, map: string) => {
    const key = `${team.id}|${map}`;
    let found = teams.get(key);
    if (!found) {
      found = { teamId: team.id, teamName: team.name, map, name: mapName(game, map), played: 0, won: 0 };
      teams.set(key, found);
    }
    return found;
  };
  for (const entry of series) {
    const played: string[] = [];
    for (const action of entry.actions) {
      if (action.action === 'ban') row(action.map).bans += 1;
      else if (action.action === 'pick') {
        row(action.map).picks += 1;
        played.push(action.map);
      } else if (action.action !== 'side') {
        row(action.map).deciders += 1;
        played.push(action.map);
      }
    }
    entry.games.forEach((score, index) => {
      const map = played[index];
      if (!map) return;
      row(map).played += 1;
      for (const [team, won] of [
        [entry.teamA, score.scoreA > score.scoreB],
        [entry.teamB, score.scoreB > score.scoreA],
      ] as const) {
        if (!team) continue;
        const line = teamRow(team, map);
        line.played += 1;
        if (won) line.won += 1;
      }
    });
  }
  return {
    table: [...table.values()].sort(
      (a, b) => b.picks - a.picks || b.played - a.played || a.name.localeCompare(b.name),
    ),
    teams: [...teams.values()].sort(
      (a, b) => a.teamName.localeCompare(b.teamName) || b.played - a.played || a.name.localeCompare(b.name),
    ),
  };
}
