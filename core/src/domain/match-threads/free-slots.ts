import type { RoundWindow } from '../matches/match-transitions.ts';

/** Discord lists at most 25 options in a select menu. */
export const MAX_SLOT_OPTIONS = 25;
export const SLOT_STEP_MINUTES = 60;
/** A team cannot play two matches closer than this. */
export const SLOT_GAP_MINUTES = 60;
/** IST's offset: slots fall on the hour in IST, the product's time zone. */
const IST_OFFSET_MINUTES = 330;

const MINUTE = 60_000;

/**
 * The times a select menu offers for a match: on the hour (IST) inside the round window, after now,
 * and clear of both teams' other scheduled matches; the earliest 25. Without a window, the next hours.
 */
export function freeSlots(input: { window: RoundWindow | null; now: Date; busy: readonly Date[] }): Date[] {
  const step = SLOT_STEP_MINUTES * MINUTE;
  const start = Math.max(input.window ? Date.parse(input.window.start) : 0, input.now.getTime() + 1);
  const end = input.window ? Date.parse(input.window.end) : start + MAX_SLOT_OPTIONS * step;
  const offset = IST_OFFSET_MINUTES * MINUTE;
  // First instant on the IST hour at or after `start`.
  const first = Math.ceil((start + offset) / step) * step - offset;
  const slots: Date[] = [];
  for (let at = first; at <= end && slots.length < MAX_SLOT_OPTIONS; at += step) {
    const clashes = input.busy.some((busy) => Math.abs(busy.getTime() - at) < SLOT_GAP_MINUTES * MINUTE);
    if (!clashes) slots.push(new Date(at));
  }
  return slots;
}
