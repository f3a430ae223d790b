import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsTablePreset } from './points-table.ts';
import { lobbyMatchLeaders, pointsStandings, type TeamMatchResult } from './standings.ts';

const bgmi = pointsTablePreset('bgmi');

/** placement and kills of each team in matches 1, 2 and 3. */
const SCENARIO: Record<string, [number, number][]> = {
  A: [
    [1, 5],
    [2, 2],
    [3, 0],
  ],
  B: [
    [2, 3],
    [1, 4],
    [4, 2],
  ],
  C: [
    [3, 4],
    [4, 1],
    [1, 3],
  ],
  D: [
    [4, 5],
    [6, 6],
    [2, 4],
  ],
  E: [
    [5, 1],
    [3, 3],
    [6, 2],
  ],
  F: [
    [6, 6],
    [5, 3],
    [7, 1],
  ],
  G: [
    [7, 0],
    [8, 5],
    [5, 2],
  ],
  H: [
    [8, 2],
    [7, 1],
    [9, 3],
  ],
  I: [
    [9, 3],
    [10, 2],
    [8, 1],
  ],
  J: [
    [10, 1],
    [9, 0],
    [11, 2],
  ],
  K: [
    [11, 0],
    [12, 3],
    [10, 0],
  ],
  L: [
    [12, 4],
    [11, 1],
    [13, 0],
  ],
  M: [
    [13, 1],
    [14, 0],
    [12, 0],
  ],
  N: [
    [14, 0],
    [13, 2],
    [15, 3],
  ],
  O: [
    [15, 2],
    [16, 0],
    [14, 1],
  ],
  P: [
    [16, 0],
    [15, 1],
    [16, 2],
  ],
};

const scenarioResults: TeamMatchResult[] = Object.entries(SCENARIO).flatMap(([teamId, finishes]) =>
  finishes.map(([placement, kills], i) => ({ matchNumber: i + 1, teamId, placement, kills })),
);
// Seeds run P..A, so a table that fell back to seed order on a tie would come out visibly wrong.
const scenarioTeams = Object.keys(SCENARIO).reverse();

describe('pointsStandings: a 16-team lobby over 3 matches, worked out by hand', () => {
  it('ranks by total, then match wins, placement points, kill points and the latest placement', () => {
    const table = pointsStandings(scenarioTeams, scenarioResults, bgmi).map((row) => [
      row.rank,
      row.teamId,
      row.matches,
      row.wwcd,
      row.placementPoints,
      row.killPoints,
      row.total,
      row.latestPlacement,
    ]);
    // rank, team, matches, WWCD, placement points, kill points, total, placement in match 3
    expect(table).toEqual([
      [1, 'B', 3, 1, 20, 9, 29, 4], // 6 + 10 + 4
      [2, 'A', 3, 1, 21, 7, 28, 3], // 10 + 6 + 5
      [3, 'C', 3, 1, 19, 8, 27, 1], // level with D on 27: a match win puts C ahead
      [4, 'D', 3, 0, 12, 15, 27, 2],
      [5, 'E', 3, 0, 10, 6, 16, 6], // level with F on 16, no wins: more placement points
      [6, 'F', 3, 0, 6, 10, 16, 7],
      [7, 'G', 3, 0, 5, 7, 12, 5],
      [8, 'H', 3, 0, 2, 6, 8, 9],
      [9, 'I', 3, 0, 1, 6, 7, 8],
      [10, 'L', 3, 0, 0, 5, 5, 13], // level with N on everything but match 3: 13th beats 15th
      [11, 'N', 3, 0, 0, 5, 5, 15],
      [12, 'K', 3, 0, 0, 3, 3, 10], // K, J, O, P level on 3 points: 10th, 11th, 14th, 16th in match 3
      [13, 'J', 3, 0, 0, 3, 3, 11],
      [14, 'O', 3, 0, 0, 3, 3, 14],
      [15, 'P', 3, 0, 0, 3, 3, 16],
      [16, 'M', 3, 0, 0, 1, 1, 12],
    ]);
  });

  it('counts kills and average placement from the same rows', () => {
    const d = pointsStandings(scenarioTeams, scenarioResults, bgmi).find((row) => row.teamId === 'D')!;
    expect(d.kills).toBe(15);
    expect(d.averagePlacement).toBe(4); // (4 + 6 + 2) / 3
  });

  it('uses the Free Fire preset when the phase does', () => {
    const freeFire = pointsStandings(scenarioTeams, scenarioResults, pointsTablePreset('freefire'));
    // A: 12 + 9 + 8 placement points and 7 kills; B: 9 + 12 + 7 and 9 kills.
    expect(freeFire.slice(0, 2).map((row) => [row.teamId, row.total])).toEqual([
      ['B', 37],
      ['A', 36],
    ]);
  });

  it('lists teams without results last with nothing scored', () => {
    const rows = pointsStandings(['X', 'Y'], [{ matchNumber: 1, teamId: 'Y', placement: 2, kills: 1 }], bgmi);
    expect(rows).toEqual([
      {
        rank: 1,
        teamId: 'Y',
        matches: 1,
        wwcd: 0,
        placementPoints: 6,
        killPoints: 1,
        kills: 1,
        total: 7,
        latestPlacement: 2,
        averagePlacement: 2,
      },
      {
        rank: 2,
        teamId: 'X',
        matches: 0,
        wwcd: 0,
        placementPoints: 0,
        killPoints: 0,
        kills: 0,
        total: 0,
        latestPlacement: null,
        averagePlacement: null,
      },
    ]);
  });
});

/** A lobby of n teams playing m matches: each match a permutation of placements, kills 0..15. */
const lobbySeason = fc
  .record({ teams: fc.integer({ min: 2, max: 25 }), matches: fc.integer({ min: 1, max: 12 }) })
  .chain(({ teams, matches }) =>
    fc.record({
      teams: fc.constant(Array.from({ length: teams }, (_, i) => `t${i}`)),
      placements: fc.array(
        fc.shuffledSubarray(
          Array.from({ length: teams }, (_, i) => i + 1),
          { minLength: teams, maxLength: teams },
        ),
        { minLength: matches, maxLength: matches },
      ),
      kills: fc.array(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: teams, maxLength: teams }), {
        minLength: matches,
        maxLength: matches,
      }),
      table: fc.record({
        placementPoints: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 16 }),
        killPoints: fc.integer({ min: 0, max: 3 }),
      }),
    }),
  )
  .map(({ teams, placements, kills, table }) => ({
    teams,
    table,
    results: placements.flatMap((order, m) =>
      order.map((placement, t) => ({
        matchNumber: m + 1,
        teamId: teams[t]!,
        placement,
        kills: kills[m]![t]!,
      })),
    ),
  }));

describe('pointsStandings properties', () => {
  it('never depends on the order results were entered in', () => {
    fc.assert(
      fc.property(lobbySeason, fc.integer(), ({ teams, table, results }, seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(results, { minLength: results.length }), {
          numRuns: 1,
          seed,
        })[0]!;
        expect(pointsStandings(teams, shuffled, table)).toEqual(pointsStandings(teams, results, table));
      }),
    );
  });

  it('gives every team a total equal to the sum of its match rows', () => {
    fc.assert(
      fc.property(lobbySeason, ({ teams, table, results }) => {
        for (const row of pointsStandings(teams, results, table)) {
          const own = results.filter((result) => result.teamId === row.teamId);
          const sum = own.reduce(
            (total, r) => total + (table.placementPoints[r.placement - 1] ?? 0) + r.kills * table.killPoints,
            0,
          );
          expect(row.total).toBe(sum);
          expect(row.placementPoints + row.killPoints).toBe(row.total);
          expect(row.matches).toBe(own.length);
          expect(row.wwcd).toBe(own.filter((r) => r.placement === 1).length);
        }
      }),
    );
  });

  it('ranks 1..n with totals never rising down the table', () => {
    fc.assert(
      fc.property(lobbySeason, ({ teams, table, results }) => {
        const rows = pointsStandings(teams, results, table);
        expect(rows.map((row) => row.rank)).toEqual(teams.map((_, i) => i + 1));
        expect(new Set(rows.map((row) => row.teamId)).size).toBe(teams.length);
        rows.slice(1).forEach((row, i) => {
          const above = rows[i]!;
          expect(above.total).toBeGreaterThanOrEqual(row.total);
          if (above.total === row.total) expect(above.wwcd).toBeGreaterThanOrEqual(row.wwcd);
        });
      }),
    );
  });
});

describe('lobbyMatchLeaders', () => {
  it('gives the match points of the best two teams, whatever their placements', () => {
    // 1st with 2 kills: 10 + 2 = 12; 3rd with 6 kills: 5 + 6 = 11; 2nd with 0 kills: 6.
    const results = [
      { placement: 1, kills: 2 },
      { placement: 2, kills: 0 },
      { placement: 3, kills: 6 },
    ];
    expect(lobbyMatchLeaders(results, bgmi)).toEqual({ winner: 12, runnerUp: 11 });
    expect(lobbyMatchLeaders([{ placement: 1, kills: 9 }], bgmi)).toBeNull();
  });
});
