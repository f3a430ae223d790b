import { z } from 'zod';
import { isClockTime, isIsoDate } from '../domain/calendar/date-time.ts';
import { endsBeforeStart } from '../domain/calendar/validate-calendar.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { inRange } from './date-time.ts';
import { gameIdSchema } from './games.ts';
import { text } from './text-fields.ts';

export const ROUND_NAME_MAX_LENGTH = 100;

/** YYYY-MM-DD naming a real day. */
export const calendarDateSchema = text(coded('CALENDAR_INVALID_DATE', messages.calendar.invalidDate))
  .refine(isIsoDate, { ...coded('CALENDAR_INVALID_DATE', messages.calendar.invalidDate), abort: true })
  .refine(inRange, coded('FORM_DATE_OUT_OF_RANGE', messages.form.dateOutOfRange));

/** HH:MM, hour 0-23, minute 0-59. */
export const clockTimeSchema = text(coded('CALENDAR_INVALID_TIME', messages.calendar.invalidTime)).refine(
  isClockTime,
  coded('CALENDAR_INVALID_TIME', messages.calendar.invalidTime),
);

/** From a start date and time to an end date and time; rounds and registration windows are spans. */
export const dateTimeSpanSchema = z.object({
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  startTime: clockTimeSchema,
  endTime: clockTimeSchema,
});
export type DateTimeSpan = z.infer<typeof dateTimeSpanSchema>;

export const calendarRoundSchema = dateTimeSpanSchema
  .extend({
    /** The bracket engine's round key, so matches find their round's dates. */
    roundKey: text().optional(),
    roundName: text(coded('CALENDAR_ROUND_NAME_REQUIRED', messages.calendar.roundNameRequired))
      .trim()
      .min(1, coded('CALENDAR_ROUND_NAME_REQUIRED', messages.calendar.roundNameRequired))
      .max(ROUND_NAME_MAX_LENGTH, { error: messages.form.tooLong('Round name', ROUND_NAME_MAX_LENGTH) }),
  })
  .refine((round) => !endsBeforeStart(round), {
    ...coded('CALENDAR_ROUND_ENDS_BEFORE_START', messages.calendar.roundEndsBeforeStart),
    path: ['endDate'],
  });
export type CalendarRound = z.infer<typeof calendarRoundSchema>;

/** One entry per roadmap phase, in roadmap order. */
export const phaseCalendarSchema = z.object({
  phaseName: text(),
  rounds: z.array(calendarRoundSchema),
});
export type PhaseCalendar = z.infer<typeof phaseCalendarSchema>;

export const calendarPayloadSchema = z.object({ calendar: z.array(phaseCalendarSchema) });
export type CalendarPayload = z.infer<typeof calendarPayloadSchema>;

export const calendarResponseSchema = z.object({
  calendar: z.array(phaseCalendarSchema),
  gameId: gameIdSchema,
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
