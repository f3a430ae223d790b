import { describe, expect, it } from 'vitest';
import { pointsTablePreset } from './points-table.ts';
import { battleRoyaleQualifiers, battleRoyaleRanking } from './qualifiers.ts';
import { pointsStandings } from './standings.ts';

const table = pointsTablePreset('bgmi');
/** A lobby's points from each match's finishing order, first place first; every kill is in match 1. */
const lobby = (finishes: [string[], ...string[][]], kills: Record<string, number>) =>
  pointsStandings(
    finishes[0],
    finishes.flatMap((order, match) =>
      order.map((teamId, place) => ({
        matchNumber: match + 1,
        teamId,
        placement: place + 1,
        kills: match === 0 ? (kills[teamId] ?? 0) : 0,
      })),
    ),
    table,
  );
// Lobby A: a1 wins twice, a2 second twice; lobby B: b1 and b2 split the wins, b1 on more kills.
const finishA = ['a1', 'a2', 'a3'];
const lobbyA = lobby([finishA, finishA], { a1: 2, a2: 1 });
const lobbyB = lobby(
  [
    ['b1', 'b2', 'b3'],
    ['b2', 'b1', 'b3'],
  ],
  { b1: 9 },
);

describe('battleRoyaleRanking', () => {
  it('takes lobby winners first (the higher total first), then runners-up, then thirds', () => {
    // Winners: b1 (16 + 9 = 25) before a1 (20 + 2 = 22); runners-up: b2 (16) before a2 (12 + 1 = 13).
    expect(battleRoyaleRanking([lobbyA, lobbyB])).toEqual(['b1', 'a1', 'b2', 'a2', 'a3', 'b3']);
  });
});

describe('battleRoyaleQualifiers', () => {
  it('sends the top k of each lobby when the division takes k per lobby', () => {
    expect(battleRoyaleQualifiers([lobbyA, lobbyB], [4])).toEqual([['b1', 'a1', 'b2', 'a2']]);
    expect(battleRoyaleQualifiers([lobbyA, lobbyB], [2, 2])).toEqual([
      ['b1', 'a1'],
      ['b2', 'a2'],
    ]);
  });
});
