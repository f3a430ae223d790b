import { afterEach, describe, expect, it } from 'vitest';
import { clockFrom, now, resetClock, setClock } from './clock.ts';

describe('server clock', () => {
  afterEach(resetClock);

  it('tells the system time by default', () => {
    const before = Date.now();
    const told = now().getTime();
    expect(told).toBeGreaterThanOrEqual(before);
    expect(told).toBeLessThanOrEqual(Date.now());
  });

  it('tells a fixed time once set, and the system time again after a reset', () => {
    setClock(() => new Date('2030-01-02T03:04:05Z'));
    expect(now().toISOString()).toBe('2030-01-02T03:04:05.000Z');
    resetClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('keeps running from a moved start', () => {
    setClock(clockFrom(new Date('2030-01-02T03:04:05Z')));
    const told = now().getTime();
    expect(told).toBeGreaterThanOrEqual(Date.parse('2030-01-02T03:04:05Z'));
    expect(told).toBeLessThan(Date.parse('2030-01-02T03:04:15Z'));
  });
});
