import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareForMatchList, type ListedMatch } from './match-list-order.ts';

const NOW = new Date('2031-05-10T12:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

const listed = (
  playOrder: number,
  status: ListedMatch['status'],
  scheduledTime: string | null = null,
  completedTime: string | null = null,
): ListedMatch => ({ playOrder, status, scheduledTime, completedTime });

const sorted = (matches: ListedMatch[]) =>
  [...matches].sort((a, b) => compareForMatchList(a, b, NOW)).map((m) => m.playOrder);

describe('the matches list order', () => {
  it('puts live and next matches first and completed ones last, newest first', () => {
    expect(
      sorted([
        listed(1, 'completed', at(-30), at(-29)),
        listed(2, 'completed', at(-6), at(-5)),
        listed(3, 'scheduled', at(-1)),
        listed(4, 'disputed', at(-3)),
        listed(5, 'scheduled', at(5)),
        listed(6, 'scheduled', at(2)),
        listed(7, 'pending'),
        listed(8, 'upcoming'),
      ]),
    ).toEqual([4, 3, 6, 5, 7, 8, 2, 1]);
  });

  const match = fc.record({
    playOrder: fc.integer({ min: 0, max: 10_000 }),
    status: fc.constantFrom('upcoming', 'pending', 'scheduled', 'completed', 'disputed' as const),
    scheduledTime: fc.option(fc.integer({ min: -200, max: 200 }).map(at), { nil: null }),
    completedTime: fc.option(fc.integer({ min: -200, max: 0 }).map(at), { nil: null }),
  });
  const uniqueMatches = fc.uniqueArray(match, { selector: (m) => m.playOrder, maxLength: 40 });

  it('gives the same list whatever order the matches arrive in', () => {
    fc.assert(
      fc.property(uniqueMatches, fc.infiniteStream(fc.nat()), (matches, keys) => {
        const shuffled = matches
          .map((m) => ({ m, k: keys.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map(({ m }) => m);
        expect(sorted(shuffled)).toEqual(sorted(matches));
      }),
    );
  });

  it('never lists a completed match before one still to be played, and lists completed ones newest first', () => {
    fc.assert(
      fc.property(uniqueMatches, (matches) => {
        const order = [...matches].sort((a, b) => compareForMatchList(a, b, NOW));
        const firstCompleted = order.findIndex((m) => m.status === 'completed');
        if (firstCompleted === -1) return;
        expect(order.slice(firstCompleted).every((m) => m.status === 'completed')).toBe(true);
        const done = order
          .slice(firstCompleted)
          .map((m) => (m.completedTime ? Date.parse(m.completedTime) : 0));
        expect(done).toEqual([...done].sort((a, b) => b - a));
      }),
    );
  });
});
