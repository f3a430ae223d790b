import { AppError } from '../errors/app-error.ts';
import { CHECK_IN_MINUTES_BEFORE } from '../event-pages/rulebook.ts';
import { messages } from '../messages/catalogue.ts';
import { formatZoned } from '../time/zoned-time.ts';

export type CheckInWindowState = 'not_open' | 'open' | 'closed';

/** The rulebook's window: it opens 30 minutes before the match and closes at the scheduled time. */
export function matchCheckInWindow(scheduledTime: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(scheduledTime.getTime() - CHECK_IN_MINUTES_BEFORE * 60_000),
    closesAt: scheduledTime,
  };
}

export function checkInWindowState(scheduledTime: Date, now: Date): CheckInWindowState {
  const { opensAt, closesAt } = matchCheckInWindow(scheduledTime);
  if (now < opensAt) return 'not_open';
  return now < closesAt ? 'open' : 'closed';
}

/** Refuses a check-in outside its window, naming the time in the zone of the person who tried. */
export function requireCheckInOpen(scheduledTime: Date | null, now: Date, timeZone: string | null): void {
  if (!scheduledTime)
    throw new AppError(
      'CONFLICT',
      'PLAYER_SEASON_MATCH_NOT_SCHEDULED',
      messages.playerSeason.matchNotScheduled,
    );
  const { opensAt, closesAt } = matchCheckInWindow(scheduledTime);
  const state = checkInWindowState(scheduledTime, now);
  if (state === 'not_open')
    throw new AppError(
      'CONFLICT',
      'PLAYER_SEASON_CHECK_IN_NOT_OPEN',
      messages.playerSeason.checkInNotOpen(formatZoned(opensAt, timeZone)),
    );
  if (state === 'closed')
    throw new AppError(
      'CONFLICT',
      'PLAYER_SEASON_CHECK_IN_CLOSED',
      messages.playerSeason.checkInClosed(formatZoned(closesAt, timeZone)),
    );
}

export type Side = 'A' | 'B';

export type NoShowOutcome =
  | { kind: 'none' }
  /** One side missing and the tournament forfeits no-shows: the other side wins. */
  | { kind: 'forfeit'; absent: Side; winner: Side }
  /** The organiser decides: auto-forfeit is off, or both sides are missing. */
  | { kind: 'flag'; absent: Side[] };

/** What happens when a match's check-in window closes. */
export function noShowOutcome(input: {
  checkedInA: boolean;
  checkedInB: boolean;
  autoForfeit: boolean;
}): NoShowOutcome {
  const absent: Side[] = [];
  if (!input.checkedInA) absent.push('A');
  if (!input.checkedInB) absent.push('B');
  if (absent.length === 0) return { kind: 'none' };
  if (absent.length === 2 || !input.autoForfeit) return { kind: 'flag', absent };
  const missing = absent[0]!;
  return { kind: 'forfeit', absent: missing, winner: missing === 'A' ? 'B' : 'A' };
}

export type LobbyNoShowOutcome =
  | { kind: 'none' }
  /** The squads missing score 0 for the map; the rest play it. */
  | { kind: 'forfeit'; absent: string[] }
  /** The organiser decides: auto-forfeit is off, or no squad checked in (forfeiting everyone plays nothing). */
  | { kind: 'flag'; absent: string[] };

/**
 * What happens when a lobby map's check-in closes: the duel rule (`noShowOutcome`) for a lobby of
 * squads, so a single missing squad forfeits exactly as a missing duel side does.
 */
export function lobbyNoShowOutcome(input: {
  squads: readonly string[];
  checkedIn: ReadonlySet<string>;
  autoForfeit: boolean;
}): LobbyNoShowOutcome {
  const absent = input.squads.filter((squad) => !input.checkedIn.has(squad));
  if (absent.length === 0) return { kind: 'none' };
  const rule = noShowOutcome({
    checkedInA: absent.length < input.squads.length,
    checkedInB: false,
    autoForfeit: input.autoForfeit,
  });
  return rule.kind === 'forfeit' ? { kind: 'forfeit', absent } : { kind: 'flag', absent };
}

/** Event check-in runs from the close of registration until the first phase starts. */
export function eventCheckInState(input: {
  enabled: boolean;
  registrationClosed: boolean;
  started: boolean;
}): 'off' | 'not_open' | 'open' | 'closed' {
  if (!input.enabled) return 'off';
  if (input.started) return 'closed';
  return input.registrationClosed ? 'open' : 'not_open';
}
