import { describe, expect, it } from 'vitest';
import { formatZoned } from './zoned-time.ts';

const instant = new Date('2026-11-23T14:30:00Z');

describe('an instant written for the viewer', () => {
  it('reads in Indian English by default, with IST alongside another zone', () => {
    expect(formatZoned(instant, 'Asia/Kolkata')).toBe('23 Nov, 08:00 pm IST');
    expect(formatZoned(instant, 'Europe/London')).toBe('23 Nov, 02:30 pm GMT (23 Nov, 08:00 pm IST)');
    expect(formatZoned(instant, 'Not/AZone')).toBe('23 Nov, 08:00 pm IST');
  });

  it('reads in Hindi with Devanagari month names and the Latin digits Intl keeps for hi-IN', () => {
    expect(formatZoned(instant, 'Asia/Kolkata', 'hi-IN')).toBe('23 नव॰, 08:00 pm IST');
    expect(formatZoned(instant, 'Europe/London', 'hi-IN')).toBe(
      '23 नव॰, 02:30 pm GMT+0 (23 नव॰, 08:00 pm IST)',
    );
  });
});
