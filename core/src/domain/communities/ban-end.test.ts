import { describe, expect, it } from 'vitest';
import { banEndText } from './ban-end.ts';

describe('banEndText', () => {
  it('reads the end of a ban in IST with its year, across midnight and the year’s end', () => {
    expect(banEndText('2030-06-01T18:00:00.000Z')).toBe('2030-06-01 23:30 IST');
    expect(banEndText(new Date('2030-12-31T20:00:00.000Z'))).toBe('2031-01-01 01:30 IST');
  });
});
