import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CIRCUIT_TIEBREAKS, circuitLeaderboard, circuitTableProblem } from './circuit-leaderboard.ts';

const table = [
  { from: 1, to: 1, points: 100 },
  { from: 2, to: 2, points: 70 },
  { from: 3, to: 4, points: 50 },
];
const team = (name: string) => ({ id: name.toLowerCase(), name });
const season = (seasonNumber: number, order: string[]) => ({
  seasonNumber,
  placings: order.map((name, index) => ({
    place: Math.min(index + 1, 3),
    entrant: team(name),
    players: [{ id: `${name}-p`, name: `${name} Player` }],
  })),
});

describe('the circuit leaderboard', () => {
  it('adds the table’s points for each final placing over the seasons', () => {
    const { teams, players } = circuitLeaderboard(
      [season(1, ['Owls', 'Storm', 'Sage', 'Jett']), season(2, ['Storm', 'Owls', 'Jett', 'Sage'])],
      table,
    );
    expect(teams.map((row) => [row.rank, row.name, row.points])).toEqual([
      [1, 'Owls', 170],
      [1, 'Storm', 170],
      [3, 'Jett', 100],
      [3, 'Sage', 100],
    ]);
    expect(players[0]).toMatchObject({ name: 'Owls Player', points: 170 });
  });

  it('breaks ties by titles, then best placing, then fewer seasons, then name', () => {
    const custom = [
      { from: 1, to: 1, points: 100 },
      { from: 2, to: 2, points: 60 },
      { from: 3, to: 3, points: 40 },
      { from: 4, to: 4, points: 50 },
    ];
    const rows = circuitLeaderboard(
      [
        {
          seasonNumber: 1,
          placings: [
            { place: 1, entrant: team('Ace'), players: [] },
            { place: 2, entrant: team('Blaze'), players: [] },
            { place: 4, entrant: team('Cobra'), players: [] },
            { place: 4, entrant: team('Dart'), players: [] },
          ],
        },
        {
          seasonNumber: 2,
          placings: [
            { place: 3, entrant: team('Blaze'), players: [] },
            { place: 4, entrant: team('Cobra'), players: [] },
            { place: 4, entrant: team('Dart'), players: [] },
          ],
        },
      ],
      custom,
    ).teams;
    // All four have 100 points. Ace has the title; Blaze's best is 2nd; Cobra and Dart tie on all but the name.
    expect(rows.map((row) => [row.rank, row.name, row.points, row.titles, row.bestPlace])).toEqual([
      [1, 'Ace', 100, 1, 1],
      [2, 'Blaze', 100, 0, 2],
      [3, 'Cobra', 100, 0, 4],
      [3, 'Dart', 100, 0, 4],
    ]);
    expect(CIRCUIT_TIEBREAKS[0]).toBe('Most circuit points');
  });

  it('refuses a table whose lines overlap or run backwards', () => {
    expect(circuitTableProblem(table)).toBeNull();
    expect(
      circuitTableProblem([
        { from: 1, to: 2, points: 100 },
        { from: 2, to: 3, points: 50 },
      ]),
    ).toBe('Line 2 overlaps the line above it');
    expect(circuitTableProblem([{ from: 3, to: 1, points: 1 }])).toBe(
      'Line 1: the last place is before the first',
    );
  });

  it('ranks in order of points, never ranking a row above one with more points', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { minLength: 1, maxLength: 5 }), {
          maxLength: 5,
        }),
        (orders) => {
          const seasons = orders.map((order, index) => season(index + 1, [...new Set(order)]));
          const { teams } = circuitLeaderboard(seasons, table);
          for (const [index, row] of teams.entries()) {
            const next = teams[index + 1];
            if (next) {
              expect(row.points).toBeGreaterThanOrEqual(next.points);
              expect(row.rank).toBeLessThanOrEqual(next.rank);
            }
          }
          const total = seasons
            .flatMap((s) => s.placings)
            .reduce(
              (sum, p) => sum + (table.find((l) => p.place >= l.from && p.place <= l.to)?.points ?? 0),
              0,
            );
          expect(teams.reduce((sum, row) => sum + row.points, 0)).toBe(total);
        },
      ),
    );
  });
});
