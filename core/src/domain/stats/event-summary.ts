import type { Match } from '../../contracts/matches.ts';
import type { EventSummary } from '../../contracts/stats.ts';
import type { StatisticsKind } from '../games/game-statistics.ts';
import { averageDestruction } from '../games/war-destruction.ts';
import { parsePrizePool } from './indian-rupees.ts';

export interface EventSummaryInput {
  /** How the game is counted; duels unless told. */
  kind?: StatisticsKind;
  matches: readonly (Pick<Match, 'status' | 'scheduledTime' | 'completedTime'> &
    Partial<Pick<Match, 'scoreA' | 'scoreB'>>)[];
  /** Clash of Clans: each side's destruction in every completed war that recorded one. */
  destructions?: readonly number[];
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
  kind = 'duel',
  matches,
  destructions = [],
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
  // A war's score is the stars each clan won.
  const totalStars =
    kind === 'war' ? completed.reduce((sum, match) => sum + (match.scoreA ?? 0) + (match.scoreB ?? 0), 0) : 0;
  return {
    kind,
    totalMatches: matches.length,
    completedMatches: completed.length,
    totalKills: playerKills.reduce((sum, kills) => sum + kills, 0),
    totalStars,
    averageDestruction: kind === 'war' ? averageDestruction(destructions) : null,
    averageMatchDuration,
    participatingTeams,
    totalPrizePool: parsePrizePool(prizePool) ?? 0,
  };
};
