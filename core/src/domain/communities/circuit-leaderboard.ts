import { communitiesMessages } from '../messages/communities.ts';

const text = communitiesMessages.community.circuit;

/** One line of an organiser's circuit points table: places `from`..`to` (inclusive) earn `points`. */
export interface CircuitPointsLine {
  from: number;
  to: number;
  points: number;
}

/** A finished season's final placings, each entrant with the players rostered for it. */
export interface CircuitSeason {
  seasonNumber: number;
  placings: {
    place: number;
    entrant: { id: string; name: string };
    players: { id: string; name: string }[];
  }[];
}

export interface CircuitRow {
  rank: number;
  id: string;
  name: string;
  points: number;
  titles: number;
  bestPlace: number;
  seasons: number;
}

/**
 * The order the leaderboard states on its page (`byTiebreaks` applies it); each applies only when
 * everything before it is equal.
 */
export const CIRCUIT_TIEBREAKS = communitiesMessages.community.circuit.tiebreaks;

/** The points a place earns under the table; a place no line covers earns none. */
export const circuitPointsFor = (table: readonly CircuitPointsLine[], place: number): number =>
  table.find((line) => place >= line.from && place <= line.to)?.points ?? 0;

/** Why a points table cannot be used, or null: lines in order of place, never overlapping. */
export function circuitTableProblem(table: readonly CircuitPointsLine[]): string | null {
  for (const [index, line] of table.entries()) {
    if (line.to < line.from) return text.lineBackwards(index + 1);
    const before = table[index - 1];
    if (before && line.from <= before.to) return text.lineOverlaps(index + 1);
  }
  return null;
}

const byTiebreaks = (a: CircuitRow, b: CircuitRow) =>
  b.points - a.points ||
  b.titles - a.titles ||
  a.bestPlace - b.bestPlace ||
  a.seasons - b.seasons ||
  a.name.localeCompare(b.name, 'en');

/** Equal on every tiebreak but the name: such rows share a rank. */
const tied = (a: CircuitRow, b: CircuitRow) =>
  a.points === b.points && a.titles === b.titles && a.bestPlace === b.bestPlace && a.seasons === b.seasons;

function ranked(rows: Map<string, Omit<CircuitRow, 'rank'>>): CircuitRow[] {
  const sorted = [...rows.values()].map((row) => ({ ...row, rank: 0 })).sort(byTiebreaks);
  sorted.forEach((row, index) => {
    const previous = sorted[index - 1];
    row.rank = previous && tied(previous, row) ? previous.rank : index + 1;
  });
  return sorted;
}

/**
 * The circuit's standings of teams and of players over the given seasons: each final placing earns
 * its table's points (a player earns what their team earned with them rostered), ranked by
 * `CIRCUIT_TIEBREAKS`. Recomputed from the placings themselves, so a corrected final changes it.
 */
export function circuitLeaderboard(
  seasons: readonly CircuitSeason[],
  table: readonly CircuitPointsLine[],
): { teams: CircuitRow[]; players: CircuitRow[] } {
  const teams = new Map<string, Omit<CircuitRow, 'rank'>>();
  const players = new Map<string, Omit<CircuitRow, 'rank'>>();
  const add = (rows: typeof teams, who: { id: string; name: string }, place: number, points: number) => {
    const row = rows.get(who.id) ?? {
      id: who.id,
      name: who.name,
      points: 0,
      titles: 0,
      bestPlace: place,
      seasons: 0,
    };
    row.points += points;
    row.titles += place === 1 ? 1 : 0;
    row.bestPlace = Math.min(row.bestPlace, place);
    row.seasons += 1;
    rows.set(who.id, row);
  };
  for (const season of seasons) {
    for (const placing of season.placings) {
      const points = circuitPointsFor(table, placing.place);
      add(teams, placing.entrant, placing.place, points);
      for (const player of placing.players) add(players, player, placing.place, points);
    }
  }
  return { teams: ranked(teams), players: ranked(players) };
}
