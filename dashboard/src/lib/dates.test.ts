import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, timeAgo } from './dates.ts';

const instant = '2026-11-23T14:30:00Z';

describe('dates and times in the page language', () => {
  it('keeps the English text as it was', () => {
    expect(formatDateTime(instant, 'Asia/Kolkata')).toBe('23 Nov, 08:00 pm IST');
    expect(formatDateTime(instant, 'Europe/London')).toBe('23 Nov, 02:30 pm GMT (23 Nov, 08:00 pm IST)');
    expect(formatDay('2026-11-22')).toBe('22 Nov 2026');
    expect(timeAgo(instant, Date.parse('2026-11-23T17:30:00Z'))).toBe('3 hours ago');
  });

  it('writes Hindi month names and words, with the Latin digits Intl keeps for hi-IN', () => {
    expect(formatDateTime(instant, 'Asia/Kolkata', 'hi-IN')).toBe('23 नव॰, 08:00 pm IST');
    expect(formatDateTime(instant, 'Europe/London', 'hi-IN')).toBe(
      '23 नव॰, 02:30 pm GMT+0 (23 नव॰, 08:00 pm IST)',
    );
    expect(formatDay('2026-11-22', 'hi-IN')).toBe('22 नव॰ 2026');
    expect(timeAgo(instant, Date.parse('2026-11-23T17:30:00Z'), 'hi-IN')).toBe('3 घंटे पहले');
    expect(timeAgo(instant, Date.parse('2026-11-24T14:30:00Z'), 'hi-IN')).toBe('कल');
  });
});
