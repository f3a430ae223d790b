import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideWinner } from '../matches/match-outcome.ts';
import { seriesResult } from '../matches/series.ts';
import { recordsDestruction, warDestruction, warWinner } from './war-outcome.ts';

const stars = fc.integer({ min: 0, max: 150 });
const destruction = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

describe('a Clash of Clans war is won on stars, then on destruction', () => {
  it.each([
    [{ scoreA: 14, scoreB: 12, destructionA: 60, destructionB: 99 }, 'A'],
    [{ scoreA: 12, scoreB: 12, destructionA: 87.53, destructionB: 91.07 }, 'B'],
    [{ scoreA: 12, scoreB: 12, destructionA: 91.07, destructionB: 87.53 }, 'A'],
    [{ scoreA: 12, scoreB: 12, destructionA: 90, destructionB: 90 }, null],
    [{ scoreA: 12, scoreB: 12 }, null],
    [{ scoreA: 12, scoreB: 12, destructionA: 90 }, null],
  ] as const)('%o goes to %s', (war, winner) => {
    expect(warWinner(war)).toBe(winner);
  });

  it('never lets destruction overturn the stars', () => {
    fc.assert(
      fc.property(stars, stars, destruction, destruction, (scoreA, scoreB, destructionA, destructionB) => {
        fc.pre(scoreA !== scoreB);
        expect(warWinner({ scoreA, scoreB, destructionA, destructionB })).toBe(scoreA > scoreB ? 'A' : 'B');
      }),
    );
  });

  it('decides level stars by destruction, the same whichever side is A', () => {
    fc.assert(
      fc.property(stars, destruction, destruction, (level, destructionA, destructionB) => {
        const war = { scoreA: level, scoreB: level, destructionA, destructionB };
        const mirrored = {
          scoreA: level,
          scoreB: level,
          destructionA: destructionB,
          destructionB: destructionA,
        };
        const winner = warWinner(war);
        expect(winner).toBe(destructionA === destructionB ? null : destructionA > destructionB ? 'A' : 'B');
        expect(warWinner(mirrored)).toBe(winner === null ? null : winner === 'A' ? 'B' : 'A');
      }),
    );
  });

  it('makes a war level on stars a result where a winner is needed; only a true tie is refused or drawn', () => {
    const won = { scoreA: 12, scoreB: 12, destructionA: 80.5, destructionB: 80.25 };
    expect(decideWinner({ ...won, needsWinner: true })).toBe('A');
    expect(seriesResult([won], 1, true)).toEqual({ scoreA: 12, scoreB: 12, winner: 'A' });
    // A best of 3 counts the war won on destruction as a game won.
    expect(
      seriesResult(
        [won, { scoreA: 9, scoreB: 15 }, { scoreA: 14, scoreB: 14, destructionA: 70, destructionB: 71 }],
        3,
        true,
      ),
    ).toEqual({ scoreA: 1, scoreB: 2, winner: 'B' });
    const tie = { scoreA: 12, scoreB: 12, destructionA: 80, destructionB: 80 };
    expect(() => decideWinner({ ...tie, needsWinner: true })).toThrow(
      'This match needs a winner: a draw cannot be reported',
    );
    expect(decideWinner({ ...tie, needsWinner: false })).toBeNull();
  });

  it('takes destruction only from a war with both sides recorded, and only for Clash of Clans', () => {
    expect(warDestruction({ destructionA: 80, destructionB: 70 })).toEqual({
      destructionA: 80,
      destructionB: 70,
    });
    expect(warDestruction({ destructionA: 80 })).toEqual({});
    expect(warDestruction(undefined)).toEqual({});
    expect([recordsDestruction('coc'), recordsDestruction('valorant'), recordsDestruction('nope')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
