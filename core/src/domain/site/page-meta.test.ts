import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventDateRange, eventPageMeta } from './page-meta.ts';

const event = {
  title: 'BGMI Pro League',
  game: 'BGMI',
  prizePool: '₹10,00,000',
  schedule: [{ date: '2026-12-05' }, { date: '2026-11-23' }, { date: '2026-11-30' }],
};

describe('page meta', () => {
  it('names the event, its game, dates and prize pool', () => {
    expect(eventPageMeta(event)).toEqual({
      title: 'BGMI Pro League | Galaxia',
      description: 'BGMI · 23 Nov 2026 – 5 Dec 2026 · Prize pool ₹10,00,000',
    });
  });

  it('puts the sub-page before the event', () => {
    expect(eventPageMeta(event, 'brackets').title).toBe('Brackets · BGMI Pro League | Galaxia');
    expect(eventPageMeta(event, 'prize-pool').title).toBe('Prize Pool · BGMI Pro League | Galaxia');
  });

  it('leaves out what the event does not have', () => {
    expect(eventPageMeta({ ...event, prizePool: '', schedule: [] }).description).toBe('BGMI');
  });

  it('spans from the earliest to the latest date whatever the order', () => {
    const isoDate = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(isoDate, { minLength: 1, maxLength: 8 }), (dates) => {
        const sorted = [...dates].sort();
        expect(eventDateRange(dates)).toBe(eventDateRange(sorted));
        expect(eventDateRange([...dates].reverse())).toBe(eventDateRange(sorted));
      }),
    );
  });
});
