import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Opens a match's veto at the time the organiser set (minutes before the match). One job per match, time
 * and opening time: a moved match (or a changed opening time) adds a job for the new one, and the old one
 * finds the match moved and does nothing, or comes early and sets the job of the new time.
 */
export const matchVetoOpenJob = defineJob({
  queue: 'match-veto-open',
  name: 'match.veto-open',
  schema: z.object({
    tournamentId: z.uuid(),
    matchId: z.uuid(),
    scheduledTime: z.iso.datetime({ offset: true }),
    /** When the veto opens: the job is delayed until then. */
    opensAt: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ matchId, scheduledTime, opensAt }) =>
    `match-veto-open.${matchId}.${Date.parse(scheduledTime)}.${Date.parse(opensAt)}`,
  attempts: 5,
});

export type VetoOpening = z.infer<typeof matchVetoOpenJob.schema>;
