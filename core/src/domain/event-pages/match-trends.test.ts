import { describe, expect, it } from 'vitest';
import { matchTrends } from './match-trends.ts';

const done = (
  completedTime: string | null,
  scoreA: number | null,
  scoreB: number | null,
  status = 'completed',
) => ({
  status,
  completedTime,
  scoreA,
  scoreB,
});

describe('matchTrends', () => {
  it('counts completed matches per IST day with the average winning margin', () => {
    expect(
      matchTrends([
        done('2026-03-10T10:00:00Z', 2, 0),
        done('2026-03-10T12:00:00Z', 1, 2),
        // 23:00 UTC on the 10th is already the 11th in India.
        done('2026-03-10T23:00:00Z', 3, 3),
        done('2026-03-09T12:00:00Z', 13, 6),
        done('2026-03-10T12:00:00Z', 2, 0, 'scheduled'),
        done(null, 2, 0),
        done('2026-03-10T12:00:00Z', null, null),
      ]),
    ).toEqual([
      { date: '2026-03-09', completedMatches: 1, averageMargin: 7 },
      { date: '2026-03-10', completedMatches: 2, averageMargin: 1.5 },
      { date: '2026-03-11', completedMatches: 1, averageMargin: 0 },
    ]);
  });

  it('rounds the margin to two decimals and is empty without results', () => {
    expect(
      matchTrends([
        done('2026-03-10T10:00:00Z', 1, 0),
        done('2026-03-10T11:00:00Z', 1, 0),
        done('2026-03-10T12:00:00Z', 2, 0),
      ])[0]!.averageMargin,
    ).toBe(1.33);
    expect(matchTrends([])).toEqual([]);
  });
});
