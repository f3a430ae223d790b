import type { PhaseCalendar } from '../../contracts/calendar.ts';
import type { EventStatus } from '../../contracts/events.ts';
import { toInstant, type UtcOffsetOption } from '../calendar/date-time.ts';
import { calendarBounds } from '../calendar/validate-calendar.ts';

/** Upcoming until the first round starts, ongoing until the last round ends, then past. */
export function eventStatus(
  calendar: readonly PhaseCalendar[],
  now: Date,
  { utcOffsetMinutes }: UtcOffsetOption = {},
): EventStatus {
  const bounds = calendarBounds(calendar);
  if (!bounds) return 'upcoming';
  const at = now.getTime();
  if (at < toInstant(bounds.startDate, bounds.startTime, utcOffsetMinutes)) return 'upcoming';
  if (at >= toInstant(bounds.endDate, bounds.endTime, utcOffsetMinutes)) return 'past';
  return 'ongoing';
}
