import { addDays, IST_UTC_OFFSET_MINUTES, toInstant } from '@galaxia/core';

const MINUTE_MS = 60_000;

/**
 * Demo dates are relative to the moment of seeding, written as an organiser in India types them:
 * IST calendar days and wall-clock times, so registration and match statuses come out right any day.
 */
export interface DemoClock {
  now: Date;
  /** The IST calendar day `offset` days from today. */
  day(offset: number): string;
  /** The instant of an IST date and time. */
  at(date: string, time: string): Date;
  /** The instant `minutes` after `from`. */
  plusMinutes(from: Date, minutes: number): Date;
}

export function demoClock(now: Date): DemoClock {
  const today = new Date(now.getTime() + IST_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
  return {
    now,
    day: (offset) => addDays(today, offset),
    at: (date, time) => new Date(toInstant(date, time)),
    plusMinutes: (from, minutes) => new Date(from.getTime() + minutes * MINUTE_MS),
  };
}
