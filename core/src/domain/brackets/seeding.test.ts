import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSeededTeams, bracketSeedOrder, crossSeed, serpentineGroups } from './seeding.ts';
import { createSingleElimination } from './single-elimination.ts';
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

describe('crossSeed', () => {
  /** Team names carry their group: "A1" is the winner of group A. */
  const groupOf = (team: string) => team[0]!;
  const firstRoundPairs = (seeds: readonly string[]) =>
    createSingleElimination(seeds)
      .matches.filter((match) => match.round === 1 && match.teamA !== null && match.teamB !== null)
      .map((match): [string, string] => [match.teamA!, match.teamB!]);
  const clashes = (seeds: readonly string[]) =>
    firstRoundPairs(seeds).filter(([a, b]) => groupOf(a) === groupOf(b)).length;

  it('four groups, top two each: no quarter-final between teams of one group, winners keep their seeds', () => {
    const seeds = ['A1', 'B1', 'C1', 'D1', 'D2', 'C2', 'B2', 'A2'];
    expect(clashes(seeds)).toBe(4);
    const crossed = crossSeed(seeds, groupOf);
    expect(crossed.slice(0, 4)).toEqual(['A1', 'B1', 'C1', 'D1']);
    expect(clashes(crossed)).toBe(0);
  });

  it('two groups: A1 v B2 and B1 v A2', () => {
    expect(firstRoundPairs(crossSeed(['A1', 'B1', 'B2', 'A2'], groupOf))).toEqual([
      ['A1', 'B2'],
      ['B1', 'A2'],
    ]);
  });

  it('leaves a same-group meeting only when no order avoids it, and moves as few teams as it can', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 4, max: 16 })
          .chain((n) => fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { minLength: n, maxLength: n })),
        (groups) => {
          const seeds = groups.map((group, i) => `${group}${i + 1}`);
          const crossed = crossSeed(seeds, groupOf);
          expect([...crossed].sort()).toEqual([...seeds].sort());
          // Brute force over the teams facing the better seeds.
          const pairs = firstRoundPairs(seeds);
          const movers = pairs.map(([, b]) => b);
          const permutations = (items: string[]): string[][] =>
            items.length <= 1
              ? [items]
              : items.flatMap((item, i) =>
                  permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
                );
          const fewest = Math.min(
            ...permutations(movers).map(
              (order) => pairs.filter(([a], i) => groupOf(a) === groupOf(order[i]!)).length,
            ),
          );
          expect(clashes(crossed)).toBe(fewest);
          if (clashes(seeds) === fewest) expect(crossed).toEqual(seeds);
        },
      ),
      { numRuns: 60 },
    );
    // Every order of the movers is tried: several seconds on a shared machine.
  }, 60_000);
});
