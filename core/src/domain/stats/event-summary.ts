import type { Match } from '../../contracts/matches.ts';
import type { EventSummary } from '../../contracts/stats.ts';
import { parsePrizePool } from './indian-rupees.ts';

export interface EventSummaryInput {
  matches: readonly Pick<Match, 'status' | 'scheduledTime' | 'completedTime'>[];
  /** Kills of every player across the event. */
  playerKills: readonly number[];
  participatingTeams: number;
  /** The event's prize pool text, e.g. '₹10,00,000'. */
  prizePool: string;
}

/**
 * The stats page's summary tiles. `averageMatchDuration` is the time from a match's scheduled start to
 * its result being final (shown as "Avg time to result": it is not how long the game was played);
 * matches without both are left out, and a prize pool that is not a rupee amount counts 0.
 */
export const summariseEvent = ({
  matches,
  playerKills,
  participatingTeams,
  prizePool,
}: EventSummaryInput): EventSummary => {
  const completed = matches.filter((match) => match.status === 'completed');
  const durations = completed.flatMap(({ scheduledTime, completedTime }) => {
    if (!scheduledTime || !completedTime) return [];
    const minutes = (Date.parse(completedTime) - Date.parse(scheduledTime)) / 60_000;
    return minutes >= 0 ? [minutes] : [];
  });
  const averageMatchDuration =
    durations.length === 0 ? 0 : Math.round(durations.reduce((sum, m) => sum + m, 0) / durations.length);
  return {
    totalMatches: matches.length,
    completedMatches: completed.length,
    totalKills: playerKills.reduce((sum, kills) => sum + kills, 0),
    averageMatchDuration,
    participatingTeams,
    totalPrizePool: parsePrizePool(prizePool) ?? 0,
  };
};
