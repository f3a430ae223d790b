import type { CalendarRound, DateTimeSpan, PhaseCalendar } from '../../contracts/calendar.ts';
import { type ErrorCode, type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';
import { compareDateTime, isClockTime, isIsoDate, toInstant, type UtcOffsetOption } from './date-time.ts';

export interface CalendarIssue {
  phaseIndex: number;
  roundIndex: number;
  code: ErrorCode;
  message: string;
}

/** The event's first start and last end, as the calendar step's global fields show them. */
export interface CalendarBounds {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

const isWellFormed = (span: DateTimeSpan): boolean =>
  isIsoDate(span.startDate) &&
  isIsoDate(span.endDate) &&
  isClockTime(span.startTime) &&
  isClockTime(span.endTime);

/** Date and time problems of a span; registration windows share them with rounds. */
function spanRefusals(span: DateTimeSpan): Refusal[] {
  const errors: Refusal[] = [];
  if (!isIsoDate(span.startDate) || !isIsoDate(span.endDate))
    errors.push(refusal('CALENDAR_INVALID_DATE', messages.calendar.invalidDate));
  if (!isClockTime(span.startTime) || !isClockTime(span.endTime))
    errors.push(refusal('CALENDAR_INVALID_TIME', messages.calendar.invalidTime));
  return errors;
}

export const validateSpanFields = (span: DateTimeSpan): string[] =>
  spanRefusals(span).map((refused) => refused.message);

export const endsBeforeStart = (span: DateTimeSpan): boolean =>
  isWellFormed(span) && compareDateTime(span.endDate, span.endTime, span.startDate, span.startTime) < 0;

/** A round may start and end at the same moment; it may not end before it starts. */
function roundRefusals(round: CalendarRound): Refusal[] {
  const errors: Refusal[] = [];
  if (round.roundName.trim() === '')
    errors.push(refusal('CALENDAR_ROUND_NAME_REQUIRED', messages.calendar.roundNameRequired));
  errors.push(...spanRefusals(round));
  if (endsBeforeStart(round))
    errors.push(refusal('CALENDAR_ROUND_ENDS_BEFORE_START', messages.calendar.roundEndsBeforeStart));
  return errors;
}

export const validateRound = (round: CalendarRound): string[] =>
  roundRefusals(round).map((refused) => refused.message);

export const validateCalendar = (calendar: readonly PhaseCalendar[]): CalendarIssue[] =>
  calendar.flatMap((phase, phaseIndex) =>
    phase.rounds.flatMap((round, roundIndex) =>
      roundRefusals(round).map(({ code, message }) => ({ phaseIndex, roundIndex, code, message })),
    ),
  );

/** Earliest start and latest end over every well-formed round; null while nothing is scheduled. */
export function calendarBounds(calendar: readonly PhaseCalendar[]): CalendarBounds | null {
  const rounds = calendar.flatMap((phase) => phase.rounds).filter(isWellFormed);
  const [first, ...rest] = rounds;
  if (!first) return null;
  let bounds: CalendarBounds = { ...first };
  for (const round of rest) {
    if (compareDateTime(round.startDate, round.startTime, bounds.startDate, bounds.startTime) < 0) {
      bounds = { ...bounds, startDate: round.startDate, startTime: round.startTime };
    }
    if (compareDateTime(round.endDate, round.endTime, bounds.endDate, bounds.endTime) > 0) {
      bounds = { ...bounds, endDate: round.endDate, endTime: round.endTime };
    }
  }
  return {
    startDate: bounds.startDate,
    startTime: bounds.startTime,
    endDate: bounds.endDate,
    endTime: bounds.endTime,
  };
}

/** A round's start and end as ISO instants, the window match times must fall in. */
export const roundTimeWindow = (round: DateTimeSpan, { utcOffsetMinutes }: UtcOffsetOption = {}) => ({
  start: new Date(toInstant(round.startDate, round.startTime, utcOffsetMinutes)).toISOString(),
  end: new Date(toInstant(round.endDate, round.endTime, utcOffsetMinutes)).toISOString(),
});
