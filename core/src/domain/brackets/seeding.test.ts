import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSeededTeams, bracketSeedOrder, serpentineGroups } from './seeding.ts';
import { teamIds } from './test-support.ts';

describe('bracketSeedOrder', () => {
  it('pairs 1 v 8, 4 v 5, 2 v 7, 3 v 6 in an eight-line bracket', () => {
    expect(bracketSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('is a permutation whose first-round pairs add up to size + 1, with 1 and 2 in opposite halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (k) => {
        const size = 2 ** k;
        const order = bracketSeedOrder(size);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
        for (let i = 0; i < size; i += 2) expect(order[i]! + order[i + 1]!).toBe(size + 1);
        expect(order.indexOf(1) < size / 2).not.toBe(order.indexOf(2) < size / 2);
      }),
    );
  });
});

describe('serpentineGroups', () => {
  it('deals seeds A B C D D C B A', () => {
    expect(serpentineGroups(teamIds(8), 4)).toEqual([
      ['t1', 't8'],
      ['t2', 't7'],
      ['t3', 't6'],
      ['t4', 't5'],
    ]);
  });

  it('keeps every team once and group sizes within one of each other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.integer({ min: 1, max: 128 }), (n, g) => {
        const groups = serpentineGroups(teamIds(n), g);
        expect(groups.flat().sort()).toEqual(teamIds(n).sort());
        const sizes = groups.map((group) => group.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('assertSeededTeams', () => {
  it('refuses a team seeded twice and a field of one', () => {
    expect(() => assertSeededTeams(['a', 'b', 'a'])).toThrow('Team a is seeded more than once');
    expect(() => assertSeededTeams(['a'])).toThrow('A bracket needs at least 2 teams');
  });
});
