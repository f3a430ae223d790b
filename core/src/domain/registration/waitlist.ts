export interface QueuedEntry {
  teamId: string;
  status: 'registered' | 'waitlisted';
  /** Checked in for the event (only asked when the tournament runs event check-in). */
  checkedIn: boolean;
  /** The community banned the team or one of its roster since it entered: a freed place passes it over. */
  banned?: boolean;
}

const promotable = (entry: QueuedEntry) => entry.status === 'waitlisted' && !entry.banned;

/** 1-based place in the queue of waitlisted teams (entries in registration order), or null. */
export function waitlistPosition(entries: readonly QueuedEntry[], teamId: string): number | null {
  const queue = entries.filter((entry) => entry.status === 'waitlisted');
  const index = queue.findIndex((entry) => entry.teamId === teamId);
  return index < 0 ? null : index + 1;
}

/** Who takes the freed places: the earliest waitlisted teams no ban bars, in registration order. */
export function promotions(entries: readonly QueuedEntry[], places: number): string[] {
  const taken = entries.filter((entry) => entry.status === 'registered').length;
  const free = Math.max(0, places - taken);
  return entries
    .filter(promotable)
    .slice(0, free)
    .map((entry) => entry.teamId);
}

/**
 * Closing event check-in: registered teams that did not check in are dropped, and checked-in
 * waitlisted teams no ban bars fill the places, in registration order. Everyone else stays where they are.
 */
export function closeEventCheckIn(
  entries: readonly QueuedEntry[],
  places: number,
): { dropped: string[]; promoted: string[] } {
  const dropped = entries
    .filter((entry) => entry.status === 'registered' && !entry.checkedIn)
    .map((entry) => entry.teamId);
  const kept = entries.filter((entry) => entry.status === 'registered' && entry.checkedIn).length;
  const promoted = entries
    .filter((entry) => promotable(entry) && entry.checkedIn)
    .slice(0, Math.max(0, places - kept))
    .map((entry) => entry.teamId);
  return { dropped, promoted };
}

/** Entries that play in the event: they count as its teams and fill its phases. */
export const PLAYING_ENTRY_STATUSES = ['registered', 'invited'] as const;
/** Entries that hold their players: a player waiting with one team cannot enter with another. */
export const HOLDING_ENTRY_STATUSES = ['registered', 'invited', 'waitlisted'] as const;
