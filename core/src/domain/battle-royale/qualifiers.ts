import { comparePointsRows, type PointsRow } from './standings.ts';

/**
 * Every team of a finished battle-royale phase, best first: lobby placings first (every lobby winner,
 * then every runner-up, ...), equal placings ordered by the points-table tiebreaks, then lobby order.
 * So [8] from two lobbies is the top 4 of each, as for group-stage divisions.
 */
export function battleRoyaleRanking(lobbies: readonly (readonly PointsRow[])[]): string[] {
  return lobbies
    .flatMap((rows, lobby) => rows.map((row) => ({ row, lobby })))
    .sort((a, b) => a.row.rank - b.row.rank || comparePointsRows(a.row, b.row) || a.lobby - b.lobby)
    .map(({ row }) => row.teamId);
}

/** Consecutive slices of the ranking, one per qualifying division, the first taking the best teams. */
export function battleRoyaleQualifiers(
  lobbies: readonly (readonly PointsRow[])[],
  counts: readonly number[],
): string[][] {
  const ranking = battleRoyaleRanking(lobbies);
  let start = 0;
  return counts.map((n) => {
    start += n;
    return ranking.slice(start - n, start);
  });
}
