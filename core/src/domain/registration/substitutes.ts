import { AppError } from '../errors/app-error.ts';
import { type Refusal, refusal } from '../errors/error-codes.ts';
import { MAX_SUBSTITUTES } from '../event-pages/rulebook.ts';
import { messages } from '../messages/catalogue.ts';

/** A new tournament takes the rulebook's number of substitutes; the organiser may lower it to 0. */
export const DEFAULT_SUBSTITUTES = MAX_SUBSTITUTES;

/**
 * A registration roster is one ordered list of user ids: the first `players` start, the rest are the
 * substitutes. Keeping one list keeps every reader of the roster (lobby kills, match stats, conflicts
 * with other teams) counting substitutes as rostered players.
 */
export interface RosterShape {
  /** Players per side (the tournament's format). */
  players: number;
  /** Substitutes a team may add (0..MAX_SUBSTITUTES). */
  substitutes: number;
}

/** Why a roster of this length cannot be entered, or null when it can. */
export function rosterSizeProblem(length: number, shape: RosterShape): string | null {
  return length < shape.players || length > shape.players + shape.substitutes
    ? messages.rosters.size(shape.players, shape.substitutes)
    : null;
}

export const isSubstituteAt = (index: number, players: number): boolean => index >= players;

export function splitRoster<T>(roster: readonly T[], players: number): { starters: T[]; substitutes: T[] } {
  return { starters: roster.slice(0, players), substitutes: roster.slice(players) };
}

/** Where the team stands for a swap: its own check-in, and the event's. */
export interface SwapWindow {
  entered: boolean;
  checkedIn: boolean;
  /** The event check-in has closed, or (events without one) the first phase has started. */
  checkInClosed: boolean;
}

/** Substitutes swap until the team checks in; after that, or once check-in closes, the roster is final. */
export function rosterSwapRefusal(window: SwapWindow): Refusal | null {
  if (!window.entered) return refusal('ROSTERS_LOCKED_NOT_ENTERED', messages.rosters.lockedNotEntered);
  if (window.checkedIn) return refusal('ROSTERS_LOCKED_CHECKED_IN', messages.rosters.lockedCheckedIn);
  if (window.checkInClosed)
    return refusal('ROSTERS_LOCKED_CHECK_IN_CLOSED', messages.rosters.lockedCheckInClosed);
  return null;
}

/**
 * The roster after a substitute takes a starter's place: the two trade positions, so the starter
 * becomes a substitute and everyone else keeps theirs.
 */
export function swapSubstitute(
  roster: readonly string[],
  players: number,
  swap: { starterId: string; substituteId: string },
): string[] {
  const { starters, substitutes } = splitRoster(roster, players);
  const out = starters.indexOf(swap.starterId);
  if (out < 0) throw new AppError('BAD_REQUEST', 'ROSTERS_STARTER_UNKNOWN', messages.rosters.starterUnknown);
  const inn = substitutes.indexOf(swap.substituteId);
  if (inn < 0)
    throw new AppError('BAD_REQUEST', 'ROSTERS_SUBSTITUTE_UNKNOWN', messages.rosters.substituteUnknown);
  const next = [...roster];
  next[out] = swap.substituteId;
  next[players + inn] = swap.starterId;
  return next;
}
