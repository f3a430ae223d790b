import { CHECK_IN_MINUTES_BEFORE } from '@galaxia/core';
import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Reminds both teams to check in, delayed until check-in time. One job per match: rescheduling removes
 * the delayed job and adds it again with the new time. The processor must re-read the match and remind
 * only when it is still scheduled for `scheduledTime`; a stale reminder is dropped, not sent.
 */
export const matchReminderJob = defineJob({
  queue: 'match-reminders',
  name: 'match.check-in-reminder',
  schema: z.object({
    tournamentId: z.uuid(),
    matchId: z.uuid(),
    scheduledTime: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ matchId }) => `match-reminder.${matchId}`,
  attempts: 5,
});

/** When the reminder goes out: check-in time, or at once when that has already passed. */
export const reminderDelayMs = (scheduledTime: Date, now: Date): number =>
  Math.max(0, scheduledTime.getTime() - CHECK_IN_MINUTES_BEFORE * 60_000 - now.getTime());
