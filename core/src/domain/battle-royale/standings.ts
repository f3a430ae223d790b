import { type PointsTable, placementPointsFor } from './points-table.ts';

/** One team's finish in one lobby match. */
export interface TeamMatchResult {
  /** 1-based number of the match within its lobby: later matches have higher numbers. */
  matchNumber: number;
  teamId: string;
  placement: number;
  kills: number;
}

export interface PointsRow {
  rank: number;
  teamId: string;
  matches: number;
  /** Winner winner chicken dinner: matches finished 1st. */
  wwcd: number;
  placementPoints: number;
  killPoints: number;
  kills: number;
  total: number;
  /** Placement in the latest match the team played; null before its first. */
  latestPlacement: number | null;
  /** Mean placement over the matches played, to one decimal; null before the first. */
  averagePlacement: number | null;
}

type Tally = Omit<PointsRow, 'rank'> & { seed: number; latestMatch: number; placementSum: number };

/**
 * The order: total points, then match wins, placement points, kill points, and the better
 * placement in the latest match. Seed order settles only teams equal on all of them, so the table
 * never depends on the order results were entered.
 */
export const comparePointsRows = (a: Omit<PointsRow, 'rank'>, b: Omit<PointsRow, 'rank'>): number =>
  b.total - a.total ||
  b.wwcd - a.wwcd ||
  b.placementPoints - a.placementPoints ||
  b.killPoints - a.killPoints ||
  (a.latestPlacement ?? Number.POSITIVE_INFINITY) - (b.latestPlacement ?? Number.POSITIVE_INFINITY);

/** The points table of a set of teams (a lobby, or a whole phase) from their match results. */
export function pointsStandings(
  teams: readonly string[],
  results: readonly TeamMatchResult[],
  table: PointsTable,
): PointsRow[] {
  const tallies = new Map<string, Tally>(
    teams.map((teamId, seed) => [
      teamId,
      {
        teamId,
        seed,
        matches: 0,
        wwcd: 0,
        placementPoints: 0,
        killPoints: 0,
        kills: 0,
        total: 0,
        latestPlacement: null,
        latestMatch: 0,
        placementSum: 0,
        averagePlacement: null,
      },
    ]),
  );
  for (const result of results) {
    const tally = tallies.get(result.teamId);
    if (!tally) continue;
    const placementPoints = placementPointsFor(table, result.placement);
    const killPoints = result.kills * table.killPoints;
    tally.matches += 1;
    tally.wwcd += result.placement === 1 ? 1 : 0;
    tally.placementPoints += placementPoints;
    tally.killPoints += killPoints;
    tally.kills += result.kills;
    tally.total += placementPoints + killPoints;
    tally.placementSum += result.placement;
    if (result.matchNumber > tally.latestMatch) {
      tally.latestMatch = result.matchNumber;
      tally.latestPlacement = result.placement;
    }
  }
  return [...tallies.values()]
    .map((tally) => ({
      ...tally,
      averagePlacement:
        tally.matches === 0 ? null : Math.round((tally.placementSum / tally.matches) * 10) / 10,
    }))
    .sort((a, b) => comparePointsRows(a, b) || a.seed - b.seed)
    .map(({ seed: _seed, latestMatch: _latest, placementSum: _sum, ...row }, index) => ({
      rank: index + 1,
      ...row,
    }));
}

/**
 * The match points of a lobby match's winner and runner-up (placement plus kill points), for the stats
 * chart's winning margin; null with fewer than two teams.
 */
export function lobbyMatchLeaders(
  results: readonly { placement: number; kills: number }[],
  table: PointsTable,
): { winner: number; runnerUp: number } | null {
  const points = results
    .map((result) => placementPointsFor(table, result.placement) + result.kills * table.killPoints)
    .sort((a, b) => b - a);
  return points.length < 2 ? null : { winner: points[0]!, runnerUp: points[1]! };
}
