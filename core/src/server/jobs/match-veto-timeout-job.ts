import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * A veto step's timer: when it fires and the step is still waiting (no captain acted, no reset since), the
 * system takes the step at random. One job per match, step and start, so a reset's new steps get new timers
 * and an old one finds its step gone and does nothing.
 */
export const matchVetoTimeoutJob = defineJob({
  queue: 'match-veto-timeout',
  name: 'match.veto-timeout',
  schema: z.object({
    tournamentId: z.uuid(),
    matchId: z.uuid(),
    step: z.int().min(0).max(100),
    stepStartedAt: z.iso.datetime({ offset: true }),
    /** When the step runs out: the job is delayed until then. */
    deadline: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ matchId, step, stepStartedAt }) =>
    `match-veto-timeout.${matchId}.${step}.${Date.parse(stepStartedAt)}`,
  attempts: 5,
});

export type VetoTimer = z.infer<typeof matchVetoTimeoutJob.schema>;
