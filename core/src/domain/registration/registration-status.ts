import type { DateTimeSpan } from '../../contracts/calendar.ts';
import type { RegistrationStatus } from '../../contracts/events.ts';
import { toInstant, type UtcOffsetOption } from '../calendar/date-time.ts';
import { organiserMessages } from '../messages/organiser.ts';
import { endsAfterStart } from './validate-windows.ts';

/**
 * Where registration stands. `date` is the one the banner shows (opening or closing day); `endDate`
 * is the closing day of the window in question, which the events list always carries.
 */
export type RegistrationStatusInfo =
  | { status: 'not_started'; date: string; endDate: string }
  | { status: 'open'; date: string; endDate: string }
  | { status: 'closed'; date: null; endDate: string | null };

export type RegistrationColour = 'yellow' | 'green' | 'red';

export interface RegistrationDisplay {
  status: RegistrationStatus;
  text: string;
  colour: RegistrationColour;
}

/**
 * Open from a window's start up to, not including, its end. Between windows, or before the first,
 * registration has not started and the next opening is shown; after the last it is closed.
 */
export function registrationStatus(
  windows: readonly DateTimeSpan[],
  now: Date,
  { utcOffsetMinutes }: UtcOffsetOption = {},
): RegistrationStatusInfo {
  const at = now.getTime();
  const timed = windows
    .filter(endsAfterStart)
    .map((window) => ({
      window,
      start: toInstant(window.startDate, window.startTime, utcOffsetMinutes),
      end: toInstant(window.endDate, window.endTime, utcOffsetMinutes),
    }))
    .sort((a, b) => a.start - b.start);

  const current = timed.find(({ start, end }) => start <= at && at < end);
  if (current) return { status: 'open', date: current.window.endDate, endDate: current.window.endDate };

  const next = timed.find(({ start }) => start > at);
  if (next) return { status: 'not_started', date: next.window.startDate, endDate: next.window.endDate };

  const last = timed.reduce<(typeof timed)[number] | undefined>(
    (latest, candidate) => (latest === undefined || candidate.end > latest.end ? candidate : latest),
    undefined,
  );
  return { status: 'closed', date: null, endDate: last?.window.endDate ?? null };
}

export function registrationDisplay(info: RegistrationStatusInfo): RegistrationDisplay {
  switch (info.status) {
    case 'not_started':
      return {
        status: info.status,
        text: organiserMessages.registration.startsOn(info.date),
        colour: 'yellow',
      };
    case 'open':
      return { status: info.status, text: organiserMessages.registration.endsOn(info.date), colour: 'green' };
    case 'closed':
      return { status: info.status, text: organiserMessages.registration.closed, colour: 'red' };
  }
}

/** How an event list item carries its registration: the status and its days. */
export interface RegistrationFields {
  registrationStatus: RegistrationStatus;
  registrationStartDate?: string | undefined;
  registrationEndDate: string | null;
}

/** The status as the events list sends it; `registrationInfoOf` reads it back. */
export const registrationFieldsOf = (info: RegistrationStatusInfo): RegistrationFields => ({
  registrationStatus: info.status,
  ...(info.status === 'not_started' ? { registrationStartDate: info.date } : {}),
  registrationEndDate: info.endDate,
});

/** The status an events-list item describes, for pages that show it from the API's fields. */
export function registrationInfoOf(fields: RegistrationFields): RegistrationStatusInfo {
  const { registrationStatus: status, registrationStartDate: start, registrationEndDate: end } = fields;
  if (status === 'not_started' && start) return { status, date: start, endDate: end ?? start };
  if (status === 'open' && end) return { status, date: end, endDate: end };
  return { status: 'closed', date: null, endDate: end };
}
