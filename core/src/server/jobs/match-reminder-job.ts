import { CHECK_IN_MINUTES_BEFORE } from '@galaxia/core';
import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Reminds both teams to check in, delayed until check-in time. One job per match and time: moving the
 * match adds a job for the new time and leaves the old one, which the processor drops when it comes (it
 * re-reads the match and reminds only when it is still scheduled for `scheduledTime`). Nothing is removed
 * from Redis, so a move commits its jobs through the outbox like any other write.
 */
export const matchReminderJob = defineJob({
  queue: 'match-reminders',
  name: 'match.check-in-reminder',
  schema: z.object({
    tournamentId: z.uuid(),
    matchId: z.uuid(),
    scheduledTime: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ matchId, scheduledTime }) => `match-reminder.${matchId}.${Date.parse(scheduledTime)}`,
  attempts: 5,
});

/** When the reminder goes out: check-in time, or at once when that has already passed. */
export const reminderDelayMs = (scheduledTime: Date, now: Date): number =>
  Math.max(0, scheduledTime.getTime() - CHECK_IN_MINUTES_BEFORE * 60_000 - now.getTime());
