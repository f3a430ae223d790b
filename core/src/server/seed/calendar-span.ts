import { type PhaseCalendar, toInstant } from '@galaxia/core';

/** When a phase's first round opens, as an instant. */
export const firstRoundStart = ({ rounds }: PhaseCalendar): Date => {
  const first = rounds[0]!;
  return new Date(toInstant(first.startDate, first.startTime));
};

/** When a phase's last round closes, as an instant. */
export const lastRoundEnd = ({ rounds }: PhaseCalendar): Date => {
  const last = rounds.at(-1)!;
  return new Date(toInstant(last.endDate, last.endTime));
};
