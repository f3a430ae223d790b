import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Closes a match's check-in at its scheduled time: a missing team forfeits or is flagged to the
 * organiser. One job per match and time, like its reminder; the processor acts only when the match is
 * still scheduled for `scheduledTime`, so the job of a time the match was moved from does nothing.
 */
export const matchCheckInCloseJob = defineJob({
  queue: 'match-check-in-close',
  name: 'match.check-in-close',
  schema: z.object({
    tournamentId: z.uuid(),
    matchId: z.uuid(),
    scheduledTime: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ matchId, scheduledTime }) => `match-check-in-close.${matchId}.${Date.parse(scheduledTime)}`,
  attempts: 5,
});
