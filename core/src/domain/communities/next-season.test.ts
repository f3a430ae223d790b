import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSeasonShiftDays, shiftSeasonDate } from './next-season.ts';

const isoDate = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the next season’s dates', () => {
  it('moves a three-week season by three weeks when that is already in the future', () => {
    const shift = nextSeasonShiftDays(['2026-12-01', '2026-12-05', '2026-12-20'], '2026-11-28');
    expect(shift).toBe(21);
    expect(shiftSeasonDate('2026-12-20', shift)).toBe('2027-01-10');
  });

  it('moves a season long past to the first week that starts no earlier than today', () => {
    const shift = nextSeasonShiftDays(['2026-01-01', '2026-01-10'], '2026-11-28');
    expect(shiftSeasonDate('2026-01-01', shift)).toBe('2026-12-03');
  });

  it('keeps weekdays, starts after the old season ended and not before today', () => {
    fc.assert(
      fc.property(fc.array(isoDate, { minLength: 1, maxLength: 8 }), isoDate, (dates, today) => {
        const shift = nextSeasonShiftDays(dates, today);
        const moved = dates.map((date) => shiftSeasonDate(date, shift));
        const sorted = [...dates].sort();
        const movedSorted = [...moved].sort();
        expect(shift % 7).toBe(0);
        expect(movedSorted[0]! > sorted.at(-1)!).toBe(true);
        expect(movedSorted[0]! >= today).toBe(true);
        for (const [index, date] of dates.entries()) expect(weekday(moved[index]!)).toBe(weekday(date));
      }),
    );
  });
});
