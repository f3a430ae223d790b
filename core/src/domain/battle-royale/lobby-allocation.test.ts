import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkManualLobbies, snakeLobbies } from './lobby-allocation.ts';

describe('snakeLobbies', () => {
  it('deals seeds out and back across the lobbies', () => {
    const seeds = Array.from({ length: 8 }, (_, i) => `s${i + 1}`);
    expect(snakeLobbies(seeds, 2)).toEqual([
      ['s1', 's4', 's5', 's8'],
      ['s2', 's3', 's6', 's7'],
    ]);
    expect(snakeLobbies(seeds.slice(0, 6), 3)).toEqual([
      ['s1', 's6'],
      ['s2', 's5'],
      ['s3', 's4'],
    ]);
  });

  it('places every team exactly once in lobbies of equal size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 25 }), (lobbies, perLobby) => {
        const seeds = Array.from({ length: lobbies * perLobby }, (_, i) => `t${i}`);
        const out = snakeLobbies(seeds, lobbies);
        expect(out).toHaveLength(lobbies);
        for (const lobby of out) expect(lobby).toHaveLength(perLobby);
        expect(out.flat().sort()).toEqual([...seeds].sort());
        // Seed strength evens out: after an even number of passes every lobby's seed numbers sum the same.
        const sums = out.map((lobby) => lobby.reduce((sum, id) => sum + Number(id.slice(1)), 0));
        if (perLobby % 2 === 0) expect(new Set(sums).size).toBe(1);
      }),
    );
  });
});

describe('checkManualLobbies', () => {
  const teams = ['a', 'b', 'c', 'd'];

  it('accepts every team once in lobbies of equal size', () => {
    expect(
      checkManualLobbies(
        teams,
        [
          ['d', 'a'],
          ['c', 'b'],
        ],
        2,
      ),
    ).toEqual([
      ['d', 'a'],
      ['c', 'b'],
    ]);
  });

  it('refuses a missing, repeated or unknown team, uneven lobbies or the wrong lobby count', () => {
    const message =
      "Manual allocation must put each of the phase's 4 teams in exactly one of the 2 lobbies, in lobbies of equal size";
    for (const allocation of [
      [['a', 'b'], ['c']],
      [
        ['a', 'b'],
        ['c', 'c'],
      ],
      [
        ['a', 'b'],
        ['c', 'x'],
      ],
      [['a', 'b', 'c'], ['d']],
      [['a', 'b', 'c', 'd']],
    ])
      expect(() => checkManualLobbies(teams, allocation, 2)).toThrow(message);
  });
});
