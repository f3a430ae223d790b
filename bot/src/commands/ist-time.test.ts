import { describe, expect, it } from 'vitest';
import { istDateTimeToIso } from './ist-time.ts';

describe('istDateTimeToIso', () => {
  it('reads the date and time as IST', () => {
    expect(istDateTimeToIso('2025-03-15 18:30')).toBe('2025-03-15T13:00:00.000Z');
    expect(istDateTimeToIso(' 2025-03-16T9:05 ')).toBe('2025-03-16T03:35:00.000Z');
    expect(istDateTimeToIso('2025-01-01 00:15')).toBe('2024-12-31T18:45:00.000Z');
  });

  it('refuses what is not a real date and time, saying what to type', () => {
    for (const text of [
      'tomorrow',
      '2025-02-29 10:00',
      '2025-03-15 24:00',
      '2025-03-15',
      '15/03/2025 18:30',
    ]) {
      expect(() => istDateTimeToIso(text)).toThrow(
        'Enter the time as YYYY-MM-DD HH:MM in IST, e.g. 2025-03-15 18:30',
      );
    }
  });
});
