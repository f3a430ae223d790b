import type { MatchStatus } from '../../contracts/matches.ts';

/** What the matches list needs of a match to place it. Times are ISO strings, as the contracts carry them. */
export interface ListedMatch {
  status: MatchStatus;
  scheduledTime: string | null;
  completedTime: string | null;
  /** Position in play order (phase by phase, then bracket order): the tie-breaker that keeps the order stable. */
  playOrder: number;
}

/**
 * Where a match stands for a spectator scanning the list: live first (its time has come, or its result
 * is disputed), then the next scheduled, then those waiting for a time, then those waiting for earlier
 * matches, and completed ones last.
 */
export function matchListBucket(match: ListedMatch, now: Date): number {
  switch (match.status) {
    case 'disputed':
      return 0;
    case 'scheduled':
      return match.scheduledTime && Date.parse(match.scheduledTime) <= now.getTime() ? 0 : 1;
    case 'pending':
      return 2;
    case 'upcoming':
      return 3;
    case 'completed':
      return 4;
  }
}

/** True while the match is being played (or argued over): the list marks it live. */
export const isLiveInList = (match: ListedMatch, now: Date): boolean => matchListBucket(match, now) === 0;

const time = (iso: string | null, missing: number) => (iso ? Date.parse(iso) : missing);

/**
 * The matches list's order: live and next matches first (soonest first), then completed, newest first.
 * Total and stable: matches that tie on everything fall back to play order.
 */
export function compareForMatchList(a: ListedMatch, b: ListedMatch, now: Date): number {
  const bucket = matchListBucket(a, now) - matchListBucket(b, now);
  if (bucket !== 0) return bucket;
  if (a.status === 'completed')
    return time(b.completedTime, 0) - time(a.completedTime, 0) || a.playOrder - b.playOrder;
  return (
    time(a.scheduledTime, Number.MAX_SAFE_INTEGER) - time(b.scheduledTime, Number.MAX_SAFE_INTEGER) ||
    a.playOrder - b.playOrder
  );
}
