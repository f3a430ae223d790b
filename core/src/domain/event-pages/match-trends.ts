import type { StatsTrendPoint } from '../../contracts/public-event.ts';
import { istToday } from './publication.ts';

export interface TrendMatch {
  status: string;
  /** ISO instant. */
  completedTime: string | null;
  scoreA: number | null;
  scoreB: number | null;
}

/**
 * The stats chart: per IST day, how many matches were completed and by how much they were won on
 * average. Matches without a completion time or a score have nothing to plot and are left out.
 */
export function matchTrends(matches: readonly TrendMatch[]): StatsTrendPoint[] {
  const days = new Map<string, { completed: number; margins: number }>();
  for (const match of matches) {
    if (match.status !== 'completed' || !match.completedTime) continue;
    if (match.scoreA === null || match.scoreB === null) continue;
    const date = istToday(new Date(match.completedTime));
    const day = days.get(date) ?? { completed: 0, margins: 0 };
    day.completed += 1;
    day.margins += Math.abs(match.scoreA - match.scoreB);
    days.set(date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { completed, margins }]) => ({
      date,
      completedMatches: completed,
      averageMargin: Math.round((margins * 100) / completed) / 100,
    }));
}
