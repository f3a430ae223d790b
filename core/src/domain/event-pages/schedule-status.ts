import type { DateTimeSpan } from '../../contracts/calendar.ts';
import type { ScheduleItem, ScheduleStatus } from '../../contracts/events.ts';
import { addDays, isClockTime, isIsoDate, toInstant, type UtcOffsetOption } from '../calendar/date-time.ts';
import { messages } from '../messages/catalogue.ts';

const wellFormed = (span: DateTimeSpan): boolean =>
  isIsoDate(span.startDate) &&
  isIsoDate(span.endDate) &&
  isClockTime(span.startTime) &&
  isClockTime(span.endTime);

/**
 * Where a stretch of the calendar stands: upcoming before its first start, completed from its last
 * end, active in between. Null when nothing in it is dated.
 */
export function spanStatus(
  spans: readonly DateTimeSpan[],
  now: Date,
  { utcOffsetMinutes }: UtcOffsetOption = {},
): ScheduleStatus | null {
  const dated = spans.filter(wellFormed);
  if (dated.length === 0) return null;
  const start = Math.min(...dated.map((s) => toInstant(s.startDate, s.startTime, utcOffsetMinutes)));
  const end = Math.max(...dated.map((s) => toInstant(s.endDate, s.endTime, utcOffsetMinutes)));
  const at = now.getTime();
  if (at < start) return 'upcoming';
  return at >= end ? 'completed' : 'active';
}

export type StoredPhaseStatus = 'not_started' | 'active' | 'completed';

/**
 * A phase is active only once the organiser really started it and completed once its matches are
 * decided; before that it is upcoming whatever its calendar says (a date alone plays nothing).
 */
export function phaseScheduleStatus(stored: StoredPhaseStatus): ScheduleStatus {
  if (stored === 'completed') return 'completed';
  if (stored === 'active') return 'active';
  return 'upcoming';
}

/**
 * A calendar round within its phase: every round of a completed phase is completed and every round of
 * a phase not started is upcoming, whatever their dates say; in a phase being played a round's dates
 * tell, except that a round past its end while the phase still plays is still active.
 */
export function roundScheduleStatus(
  phase: StoredPhaseStatus,
  round: DateTimeSpan,
  now: Date,
  options: UtcOffsetOption = {},
): ScheduleStatus {
  if (phase !== 'active') return phaseScheduleStatus(phase);
  const byDate = spanStatus([round], now, options) ?? 'active';
  return byDate === 'upcoming' ? 'upcoming' : 'active';
}

export interface SchedulePhase {
  name: string;
  status: StoredPhaseStatus;
  rounds: readonly DateTimeSpan[];
}

const earliestStart = (spans: readonly DateTimeSpan[]): string | undefined =>
  spans
    .filter(wellFormed)
    .map((span) => span.startDate)
    .sort()[0];

/**
 * The event page's schedule: registration first, then every dated phase, each on the day it starts.
 * Undated stretches have no day to show and are left out.
 */
export function eventSchedule(
  registration: readonly DateTimeSpan[],
  phases: readonly SchedulePhase[],
  now: Date,
  options: UtcOffsetOption = {},
): ScheduleItem[] {
  const items: ScheduleItem[] = [];
  const opens = earliestStart(registration);
  const registrationStatus = spanStatus(registration, now, options);
  if (opens && registrationStatus) {
    items.push({ phase: messages.publicEvent.registrationPhase, date: opens, status: registrationStatus });
  }
  for (const phase of phases) {
    const starts = earliestStart(phase.rounds);
    if (starts) {
      items.push({
        phase: phase.name,
        date: starts,
        status: phaseScheduleStatus(phase.status),
      });
    }
  }
  return items;
}

/** No round runs longer than a year; a longer span is a typing slip and highlights one year only. */
const MAX_HIGHLIGHTED_DAYS_PER_ROUND = 366;

/** Every calendar day some round runs on, ascending, each once. */
export function scheduledDates(rounds: readonly DateTimeSpan[]): string[] {
  const days = new Set<string>();
  for (const round of rounds.filter(wellFormed)) {
    for (
      let day = round.startDate, n = 0;
      day <= round.endDate && n < MAX_HIGHLIGHTED_DAYS_PER_ROUND;
      day = addDays(day, 1), n++
    ) {
      days.add(day);
    }
  }
  return [...days].sort();
}
