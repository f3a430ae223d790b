import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownCountsSchema } from '../../contracts/breakdown.ts';
import {
  breakdownStatus,
  emptyBreakdown,
  rosterTownHallMessage,
  rosterTownHalls,
  TOWN_HALL_LEVEL_KEYS,
  townHallLineup,
  townHallLineupText,
  townHallsRequired,
} from './town-hall-breakdown.ts';

const withTotal = (total: number) => ({ ...emptyBreakdown(), '17': total - 10, '3': 10 });

describe('breakdownStatus', () => {
  it('covers Town Hall levels 3 to 17', () => {
    expect(TOWN_HALL_LEVEL_KEYS.map(Number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 3));
    expect(Object.values(emptyBreakdown())).toEqual(Array(15).fill(0));
  });

  it('needs 50 town halls before anything is entered', () => {
    expect(breakdownStatus(emptyBreakdown())).toEqual({
      total: 0,
      remaining: 50,
      excess: 0,
      canSave: false,
      message: 'Needs 50 more town halls',
      refusal: { code: 'BREAKDOWN_NEEDS_MORE', message: 'Needs 50 more town halls' },
    });
  });

  it.each([
    [49, 'needs more town halls below 50', 1, 0, false, 'Needs 1 more town halls'],
    [50, 'saves at exactly 50', 0, 0, true, null],
    [51, 'asks to remove town halls above 50', 0, 1, false, 'Remove 1 town halls: exactly 50 are required'],
  ])('with %d town halls %s', (total, _rule, remaining, excess, canSave, message) => {
    expect(breakdownStatus(withTotal(total))).toMatchObject({ total, remaining, excess, canSave, message });
  });

  it('refuses negative and fractional counts even when they add up to 50', () => {
    const message = 'Town Hall counts must be whole numbers of at least 0';
    expect(breakdownStatus({ '3': 52, '4': -2 })).toMatchObject({ total: 50, canSave: false, message });
    expect(breakdownStatus({ '3': 49.5, '4': 0.5 })).toMatchObject({ canSave: false, message });
  });

  it('counts a missing level as 0', () => {
    expect(breakdownStatus({ '12': 50 })).toMatchObject({ total: 50, canSave: true });
  });
});

describe('breakdownCountsSchema', () => {
  it('fills missing levels with 0 and refuses unknown levels and bad counts', () => {
    expect(breakdownCountsSchema.parse({ '12': 50 })).toEqual({ ...emptyBreakdown(), '12': 50 });
    expect(breakdownCountsSchema.safeParse({ '18': 1 }).success).toBe(false);
    expect(breakdownCountsSchema.safeParse({ '2': 1 }).success).toBe(false);
    expect(breakdownCountsSchema.safeParse({ '3': -1 }).error?.issues[0]?.message).toBe(
      'Town Hall counts must be whole numbers of at least 0',
    );
    expect(breakdownCountsSchema.safeParse({ '3': 1.5 }).error?.issues[0]?.message).toBe(
      'Town Hall counts must be whole numbers of at least 0',
    );
  });
});

describe('the breakdown follows the war size', () => {
  it('totals the team size of a smaller war', () => {
    expect(townHallsRequired(10)).toBe(10);
    expect(townHallsRequired(50)).toBe(50);
    expect(townHallsRequired(null)).toBe(50);
    expect(breakdownStatus({ '12': 6, '13': 4 }, townHallsRequired(10))).toMatchObject({
      total: 10,
      canSave: true,
    });
    expect(breakdownStatus({ '12': 50 }, 10)).toMatchObject({
      canSave: false,
      message: 'Remove 40 town halls: exactly 10 are required',
    });
    expect(breakdownStatus({ '12': 4 }, 5)).toMatchObject({
      canSave: false,
      message: 'Needs 1 more town halls',
    });
  });
});

describe('a roster against the breakdown', () => {
  const breakdown = { '12': 2, '13': 3 };

  it('passes a roster that fields every level, substitutes of any level beside', () => {
    expect(rosterTownHallMessage(rosterTownHalls(breakdown, [12, 12, 13, 13, 13]))).toBeNull();
    expect(rosterTownHallMessage(rosterTownHalls(breakdown, [12, 12, 13, 13, 13, 9]))).toBeNull();
  });

  it('names the missing and surplus levels', () => {
    expect(rosterTownHallMessage(rosterTownHalls(breakdown, [12, 12, 12, 13, 9]))).toBe(
      "Your roster's Town Halls do not match the breakdown: missing 2 × TH13; more than needed: 1 × TH9, 1 × TH12",
    );
  });

  it('fields exactly the breakdown whatever the order of the players (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([12, 12, 13, 13, 13], { minLength: 5, maxLength: 5 }), (levels) => {
        expect(rosterTownHalls(breakdown, levels)).toEqual({ missing: [], surplus: [] });
      }),
    );
  });
});

describe('townHallLineup', () => {
  it('lists the levels a breakdown fields, highest first, in words the rulebook can quote', () => {
    const lineup = townHallLineup({ ...emptyBreakdown(), '14': 5, '16': 2, '15': 3 });
    expect(lineup).toEqual([
      { level: 16, count: 2 },
      { level: 15, count: 3 },
      { level: 14, count: 5 },
    ]);
    expect(townHallLineupText(lineup)).toBe('2 × TH16, 3 × TH15, 5 × TH14');
    expect(townHallLineup(emptyBreakdown())).toEqual([]);
  });
});
