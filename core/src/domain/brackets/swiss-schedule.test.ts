import { describe, expect, it } from 'vitest';
import { canScheduleRematchFree } from './swiss-schedule.ts';

const openPairs = (n: number, pairs: ReadonlyArray<readonly [number, number]>): Uint8Array => {
  const open = new Uint8Array(n * n);
  for (const [a, b] of pairs) {
    open[a * n + b] = 1;
    open[b * n + a] = 1;
  }
  return open;
};

const everyPair = (n: number) =>
  Array.from({ length: n }, (_, a) =>
    Array.from({ length: n - a - 1 }, (_, i) => [a, a + 1 + i] as const),
  ).flat();

/** Outer 5-cycle, inner pentagram, spokes: 3 open pairs per team, yet any round leaves two 5-cycles. */
const petersen = [
  ...[0, 1, 2, 3, 4].map((i) => [i, (i + 1) % 5] as const),
  ...[0, 1, 2, 3, 4].map((i) => [5 + i, 5 + ((i + 2) % 5)] as const),
  ...[0, 1, 2, 3, 4].map((i) => [i, 5 + i] as const),
];

describe('rematch-free schedule look-ahead', () => {
  it('10 teams that have met nobody can still play a full round robin of 9 rounds', () => {
    expect(canScheduleRematchFree(10, openPairs(10, everyPair(10)), 9)).toBe(true);
  });

  it('three open opponents per team are not enough for two rounds when the pairs form a Petersen graph', () => {
    expect(canScheduleRematchFree(10, openPairs(10, petersen), 1)).toBe(true);
    expect(canScheduleRematchFree(10, openPairs(10, petersen), 2)).toBe(false);
  });

  it('a team with fewer open opponents than rounds left cannot avoid a rematch', () => {
    const pairs = everyPair(8).filter(([a, b]) => a !== 0 || b > 3);
    expect(canScheduleRematchFree(8, openPairs(8, pairs), 4)).toBe(true);
    expect(canScheduleRematchFree(8, openPairs(8, pairs), 5)).toBe(false);
  });
});
