import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeEventCheckIn, promotions, type QueuedEntry, waitlistPosition } from './waitlist.ts';

const entries = fc
  .array(
    fc.record({
      status: fc.constantFrom('registered', 'waitlisted'),
      checkedIn: fc.boolean(),
      banned: fc.boolean(),
    }),
    { maxLength: 40 },
  )
  .map((rows) => rows.map((row, i): QueuedEntry => ({ ...row, teamId: `t${i}` }) as QueuedEntry));

describe('waitlist', () => {
  it('numbers waitlisted teams from 1 in registration order', () => {
    const queue: QueuedEntry[] = [
      { teamId: 'a', status: 'registered', checkedIn: false },
      { teamId: 'b', status: 'waitlisted', checkedIn: false },
      { teamId: 'c', status: 'waitlisted', checkedIn: false },
    ];
    expect([
      waitlistPosition(queue, 'a'),
      waitlistPosition(queue, 'b'),
      waitlistPosition(queue, 'c'),
    ]).toEqual([null, 1, 2]);
  });

  it('promotes the earliest waitlisted teams into free places, never beyond the places', () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 40 }), (queue, places) => {
        const promoted = promotions(queue, places);
        const registered = queue.filter((entry) => entry.status === 'registered').length;
        const waiting = queue
          .filter((entry) => entry.status === 'waitlisted' && !entry.banned)
          .map((entry) => entry.teamId);
        expect(promoted).toEqual(waiting.slice(0, Math.max(0, places - registered)));
      }),
    );
  });

  it('passes over a waitlisted team a ban bars, and promotes the next one', () => {
    const queue: QueuedEntry[] = [
      { teamId: 'a', status: 'registered', checkedIn: true },
      { teamId: 'b', status: 'waitlisted', checkedIn: true, banned: true },
      { teamId: 'c', status: 'waitlisted', checkedIn: true },
    ];
    expect(promotions(queue, 2)).toEqual(['c']);
    expect(closeEventCheckIn(queue, 2).promoted).toEqual(['c']);
  });

  it('closing event check-in drops every unchecked registered team and fills from checked-in waitlisted ones', () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 40 }), (queue, places) => {
        const { dropped, promoted } = closeEventCheckIn(queue, places);
        const status = new Map(queue.map((entry) => [entry.teamId, entry]));
        expect(
          dropped.every((id) => status.get(id)!.status === 'registered' && !status.get(id)!.checkedIn),
        ).toBe(true);
        expect(
          promoted.every(
            (id) =>
              status.get(id)!.status === 'waitlisted' && status.get(id)!.checkedIn && !status.get(id)!.banned,
          ),
        ).toBe(true);
        const kept = queue.filter((entry) => entry.status === 'registered' && entry.checkedIn).length;
        expect(kept + promoted.length).toBeLessThanOrEqual(Math.max(places, kept));
        // Registration order: promoted teams are the first checked-in waitlisted ones no ban bars.
        const eligible = queue.filter(
          (entry) => entry.status === 'waitlisted' && entry.checkedIn && !entry.banned,
        );
        expect(promoted).toEqual(eligible.slice(0, promoted.length).map((entry) => entry.teamId));
      }),
    );
  });
});
