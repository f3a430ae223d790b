import { describe, expect, it } from 'vitest';
import { pointsTablePreset } from './points-table.ts';
import { battleRoyaleQualifiers, battleRoyaleRanking } from './qualifiers.ts';
import { pointsStandings } from './standings.ts';

const table = pointsTablePreset('bgmi');
// Lobby A: a1 wins twice, a2 second twice; lobby B: b1 and b2 split the wins, b1 on more kills.
const lobbyA = pointsStandings(
  ['a1', 'a2', 'a3'],
  [
    { matchNumber: 1, teamId: 'a1', placement: 1, kills: 2 },
    { matchNumber: 1, teamId: 'a2', placement: 2, kills: 1 },
    { matchNumber: 1, teamId: 'a3', placement: 3, kills: 0 },
    { matchNumber: 2, teamId: 'a1', placement: 1, kills: 0 },
    { matchNumber: 2, teamId: 'a2', placement: 2, kills: 0 },
    { matchNumber: 2, teamId: 'a3', placement: 3, kills: 0 },
  ],
  table,
);
const lobbyB = pointsStandings(
  ['b1', 'b2', 'b3'],
  [
    { matchNumber: 1, teamId: 'b1', placement: 1, kills: 9 },
    { matchNumber: 1, teamId: 'b2', placement: 2, kills: 0 },
    { matchNumber: 1, teamId: 'b3', placement: 3, kills: 0 },
    { matchNumber: 2, teamId: 'b2', placement: 1, kills: 0 },
    { matchNumber: 2, teamId: 'b1', placement: 2, kills: 0 },
    { matchNumber: 2, teamId: 'b3', placement: 3, kills: 0 },
  ],
  table,
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
