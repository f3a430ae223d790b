import type { DateTimeSpan, PhaseCalendar } from '../../contracts/calendar.ts';
import { messages } from '../messages/catalogue.ts';
import { addDays, isClockTime, isIsoDate, toInstant } from './date-time.ts';
import { ROUND_GAP_DAYS } from './plan-calendar.ts';

const dated = (span: DateTimeSpan): boolean =>
  isIsoDate(span.startDate) &&
  isIsoDate(span.endDate) &&
  isClockTime(span.startTime) &&
  isClockTime(span.endTime);

/** The last moment registration is open: the end of the latest window. Null with no dated window. */
export function registrationCloses(registration: readonly DateTimeSpan[]): DateTimeSpan | null {
  let latest: DateTimeSpan | null = null;
  for (const window of registration.filter(dated)) {
    if (!latest || toInstant(window.endDate, window.endTime) > toInstant(latest.endDate, latest.endTime))
      latest = window;
  }
  return latest;
}

/** The day the planner starts the first round: the default gap after the last registration window closes. */
export const firstRoundDay = (registration: readonly DateTimeSpan[], fallback: string): string => {
  const closes = registrationCloses(registration);
  return closes ? addDays(closes.endDate, ROUND_GAP_DAYS + 1) : fallback;
};

/**
 * Teams must be entered before anyone plays: a round that starts before registration closes is
 * refused, naming both moments in IST. Null when the calendar starts after registration.
 */
export function firstRoundBeforeRegistrationCloses(
  registration: readonly DateTimeSpan[],
  calendar: readonly PhaseCalendar[],
): string | null {
  const closes = registrationCloses(registration);
  if (!closes) return null;
  const closing = toInstant(closes.endDate, closes.endTime);
  const rounds = calendar.flatMap((phase) => phase.rounds).filter(dated);
  const first = rounds.reduce<DateTimeSpan | null>(
    (earliest, round) =>
      !earliest ||
      toInstant(round.startDate, round.startTime) < toInstant(earliest.startDate, earliest.startTime)
        ? round
        : earliest,
    null,
  );
  if (!first || toInstant(first.startDate, first.startTime) >= closing) return null;
  return messages.calendar.startsBeforeRegistrationCloses(
    `${first.startDate} ${first.startTime}`,
    `${closes.endDate} ${closes.endTime}`,
  );
}
