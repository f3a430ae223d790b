import type { DateTimeSpan } from '../../contracts/calendar.ts';
import { compareDateTime, isClockTime, isIsoDate } from '../calendar/date-time.ts';
import { validateSpanFields } from '../calendar/validate-calendar.ts';
import { messages } from '../messages/catalogue.ts';

export interface WindowIssue {
  index: number;
  message: string;
}

const isWellFormed = (w: DateTimeSpan): boolean =>
  isIsoDate(w.startDate) && isIsoDate(w.endDate) && isClockTime(w.startTime) && isClockTime(w.endTime);

/** Unlike a round, a window that closes the moment it opens would never let anyone in. */
export const endsAfterStart = (w: DateTimeSpan): boolean =>
  isWellFormed(w) && compareDateTime(w.endDate, w.endTime, w.startDate, w.startTime) > 0;

export function validateRegistrationWindow(window: DateTimeSpan): string[] {
  const errors = validateSpanFields(window);
  if (errors.length === 0 && !endsAfterStart(window))
    errors.push(messages.registration.windowEndsBeforeStart);
  return errors;
}

/** Windows are [start, end): one may open the minute the previous one closes. */
const overlap = (a: DateTimeSpan, b: DateTimeSpan): boolean =>
  compareDateTime(a.startDate, a.startTime, b.endDate, b.endTime) < 0 &&
  compareDateTime(b.startDate, b.startTime, a.endDate, a.endTime) < 0;

/** Indexes of the windows that overlap another; broken windows are reported on their own instead. */
export function overlappingWindows(windows: readonly DateTimeSpan[]): number[] {
  return windows.flatMap((window, i) =>
    endsAfterStart(window) &&
    windows.some((other, j) => j !== i && endsAfterStart(other) && overlap(window, other))
      ? [i]
      : [],
  );
}

export function validateRegistrationWindows(windows: readonly DateTimeSpan[]): WindowIssue[] {
  const issues = windows.flatMap((window, index) =>
    validateRegistrationWindow(window).map((message) => ({ index, message })),
  );
  for (const index of overlappingWindows(windows))
    issues.push({ index, message: messages.registration.windowsOverlap });
  return issues.sort((a, b) => a.index - b.index);
}
