import { addDays } from '../calendar/date-time.ts';

const WEEK = 7;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * How many days a season's dates move for the next one: whole weeks (match days stay on the same
 * weekdays), at least the season's own length so the new season begins after the old one ends, and
 * more weeks until its first date is no earlier than `today`. `dates` are the season's ISO dates
 * (publish day, registration windows, calendar rounds); none at all moves nothing.
 */
export function nextSeasonShiftDays(dates: readonly string[], today: string): number {
  if (dates.length === 0) return 0;
  const days = dates.map(dayNumber);
  const first = Math.min(...days);
  const last = Math.max(...days);
  let shift = Math.ceil((last - first + 1) / WEEK) * WEEK;
  const behind = dayNumber(today) - (first + shift);
  if (behind > 0) shift += Math.ceil(behind / WEEK) * WEEK;
  return shift;
}

/** A date of the old season, moved to its place in the next one. */
export const shiftSeasonDate = (date: string, shiftDays: number): string => addDays(date, shiftDays);
