import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSlots } from './free-slots.ts';

const HOUR = 3_600_000;

describe('freeSlots', () => {
  it('offers the IST hours of the window after now, skipping a team’s other match', () => {
    const slots = freeSlots({
      window: { start: '2026-03-01T03:30:00.000Z', end: '2026-03-01T08:30:00.000Z' },
      now: new Date('2026-03-01T04:10:00.000Z'),
      busy: [new Date('2026-03-01T06:30:00.000Z')],
    });
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-03-01T04:30:00.000Z',
      '2026-03-01T05:30:00.000Z',
      '2026-03-01T07:30:00.000Z',
      '2026-03-01T08:30:00.000Z',
    ]);
  });

  it('offers nothing once the window is over', () => {
    const window = { start: '2026-03-01T03:30:00.000Z', end: '2026-03-01T08:30:00.000Z' };
    expect(freeSlots({ window, now: new Date('2026-03-02T00:00:00.000Z'), busy: [] })).toEqual([]);
  });

  it('keeps every slot inside the window, in the future, clear of busy times, ascending, at most 25', () => {
    const instant = fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 200 }),
        instant,
        fc.array(instant, { maxLength: 6 }),
        (start, hours, now, busy) => {
          const window = {
            start: new Date(start).toISOString(),
            end: new Date(start + hours * HOUR).toISOString(),
          };
          const slots = freeSlots({ window, now: new Date(now), busy: busy.map((at) => new Date(at)) });
          expect(slots.length).toBeLessThanOrEqual(25);
          for (const [i, slot] of slots.entries()) {
            const at = slot.getTime();
            expect(at).toBeGreaterThanOrEqual(start);
            expect(at).toBeLessThanOrEqual(start + hours * HOUR);
            expect(at).toBeGreaterThan(now);
            expect((at + 330 * 60_000) % HOUR).toBe(0);
            expect(busy.every((b) => Math.abs(b - at) >= HOUR)).toBe(true);
            if (i > 0) expect(at).toBeGreaterThan(slots[i - 1]!.getTime());
          }
        },
      ),
    );
  });
});
