import { describe, expect, it } from 'vitest';
import { addDays, compareDateTime, isClockTime, isIsoDate, toInstant } from './date-time.ts';

describe('dates and times', () => {
  it('knows real days, leap years included', () => {
    expect(['2024-02-29', '2025-12-31', '2000-02-29', '2025-04-30'].every(isIsoDate)).toBe(true);
    expect(
      [
        '2025-02-29',
        '1900-02-29',
        '2025-04-31',
        '2025-13-01',
        '2025-00-10',
        '2025-1-01',
        '25-01-01',
        '',
      ].some(isIsoDate),
    ).toBe(false);
  });

  it('takes HH:MM with hour 0-23 and minute 0-59', () => {
    expect(['00:00', '09:00', '23:59', '18:00'].every(isClockTime)).toBe(true);
    expect(['24:00', '12:60', '9:00', '09:5', '09:00:00', 'ab:cd', ''].some(isClockTime)).toBe(false);
  });

  it('steps across month, leap-day and year ends', () => {
    expect(addDays('2025-01-30', 3)).toBe('2025-02-02');
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(addDays('2024-02-27', 2)).toBe('2024-02-29');
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it('orders date-time pairs', () => {
    expect(compareDateTime('2025-01-01', '09:00', '2025-01-01', '18:00')).toBe(-1);
    expect(compareDateTime('2025-01-02', '00:00', '2025-01-01', '23:59')).toBe(1);
    expect(compareDateTime('2025-01-01', '09:00', '2025-01-01', '09:00')).toBe(0);
  });

  it('reads wall-clock times as IST unless told otherwise', () => {
    expect(new Date(toInstant('2025-01-01', '09:00')).toISOString()).toBe('2025-01-01T03:30:00.000Z');
    expect(new Date(toInstant('2025-01-01', '02:00')).toISOString()).toBe('2024-12-31T20:30:00.000Z');
    expect(new Date(toInstant('2025-01-01', '09:00', 0)).toISOString()).toBe('2025-01-01T09:00:00.000Z');
  });
});
