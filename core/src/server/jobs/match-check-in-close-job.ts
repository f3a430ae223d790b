import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Closes a match's check-in at its scheduled time: a missing team forfeits or is flagged to the
 * organiser. One job per match, moved with the match like its reminder; the processor acts only when
 * the match is still scheduled for `scheduledTime`.
 */
export const matchCheckInCloseJob = defineJob({
  queue: 'match-check-in-close',
  name: 'match.check-in-close',
  schema: z.object({
    tournamentId: z.uuid(),
    matchId: z.uuid(),
    scheduledTime: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ matchId }) => `match-check-in-close.${matchId}`,
  attempts: 5,
});
