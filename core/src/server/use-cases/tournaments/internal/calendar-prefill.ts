import {
  type CalendarRound,
  type DateTimeSpan,
  firstRoundDay,
  type PhaseCalendar,
  type PlannablePhase,
  planCalendar,
} from '@galaxia/core';

/**
 * Where the planner starts: the spec's round gap after the last registration window closes, so the
 * bracket does not begin before the field is known, and never before the publish date.
 */
export function planStartDate(publishDate: string, registration: readonly DateTimeSpan[]): string {
  const afterRegistration = firstRoundDay(registration, publishDate);
  return afterRegistration > publishDate ? afterRegistration : publishDate;
}

/**
 * The calendar step's content: the saved rounds of each phase, and the planner's draft for a phase with
 * none (nothing saved yet, or its bracket changed shape since), so the screen never starts blank.
 */
export function calendarWithPrefill(
  phases: readonly PlannablePhase[],
  saved: readonly (readonly CalendarRound[])[],
  startDate: string,
): PhaseCalendar[] {
  const complete = phases.every((_, i) => (saved[i]?.length ?? 0) > 0);
  const planned = complete ? [] : planCalendar(phases, { startDate });
  return phases.map((phase, i) => {
    const rounds = saved[i] ?? [];
    return { phaseName: phase.name, rounds: rounds.length > 0 ? [...rounds] : (planned[i]?.rounds ?? []) };
  });
}
