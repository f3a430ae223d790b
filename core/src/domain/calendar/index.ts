export {
  addDays,
  compareDateTime,
  IST_UTC_OFFSET_MINUTES,
  isClockTime,
  isIsoDate,
  toInstant,
  type UtcOffsetOption,
} from './date-time.ts';
export {
  DEFAULT_ROUND_END_TIME,
  DEFAULT_ROUND_START_TIME,
  PHASE_GAP_DAYS,
  type PlanCalendarOptions,
  type PlannablePhase,
  planCalendar,
  ROUND_GAP_DAYS,
  ROUND_LENGTH_DAYS,
} from './plan-calendar.ts';
export { firstRoundBeforeRegistrationCloses, firstRoundDay, registrationCloses } from './registration-gap.ts';
export {
  type CalendarBounds,
  type CalendarIssue,
  calendarBounds,
  endsBeforeStart,
  roundTimeWindow,
  validateCalendar,
  validateRound,
  validateSpanFields,
} from './validate-calendar.ts';
