import { describe, expect, it } from 'vitest';
import { lockSecondsAfter, throttleMessage } from './sign-in-throttle.ts';

describe('per-account sign-in lockout', () => {
  it('lets four typos through, then locks for 1, 2, 4 … minutes, never more than an hour', () => {
    expect([1, 2, 3, 4].map(lockSecondsAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(lockSecondsAfter)).toEqual([60, 120, 240, 480, 960, 1920]);
    expect(lockSecondsAfter(11)).toBe(3600);
    expect(lockSecondsAfter(40)).toBe(3600);
  });

  it('says the wait in whole minutes', () => {
    expect(throttleMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(throttleMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
  });
});
