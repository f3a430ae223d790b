import { setTime } from '@galaxia/core';
import { matchMove } from './internal/match-move.ts';
import { organiserActor } from './internal/match-roles.ts';
import { announceSchedule } from './internal/schedule-effects.ts';
import type { MatchTimeInput } from './propose-match-time.ts';

/**
 * The organiser fixes the time, scheduling or rescheduling the match; the reminder moves with it. The
 * round's window does not bind the organiser, who owns the calendar.
 */
export const setMatchTime = matchMove(
  async ({ state, roles, now, match, phase, tournament, effects }, input: MatchTimeInput) => {
    const next = setTime(state, organiserActor(roles), { time: input.time }, now);
    announceSchedule(effects, tournament, phase, match.id, next.scheduledTime!);
    return next;
  },
);
