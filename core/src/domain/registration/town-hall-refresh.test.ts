import { describe, expect, it } from 'vitest';
import { townHallRefreshDue } from './town-hall-refresh.ts';

// Registration runs 1–10 March, closing at 18:00 IST (12:30 UTC).
const windows = [{ startDate: '2031-03-01', startTime: '10:00', endDate: '2031-03-10', endTime: '18:00' }];
const at = (iso: string) => new Date(iso);

describe('Town Hall refresh before registration closes', () => {
  it('is due in the last hour of registration, not before, not after the close', () => {
    expect(townHallRefreshDue(windows, at('2031-03-10T11:29:00Z'), null)).toBe(false);
    expect(townHallRefreshDue(windows, at('2031-03-10T11:31:00Z'), null)).toBe(true);
    expect(townHallRefreshDue(windows, at('2031-03-10T12:29:00Z'), null)).toBe(true);
    expect(townHallRefreshDue(windows, at('2031-03-10T12:31:00Z'), null)).toBe(false);
  });

  it('runs once in that hour', () => {
    expect(townHallRefreshDue(windows, at('2031-03-10T12:10:00Z'), at('2031-03-10T11:40:00Z'))).toBe(false);
    expect(townHallRefreshDue(windows, at('2031-03-10T12:10:00Z'), at('2031-03-09T12:00:00Z'))).toBe(true);
  });
});
