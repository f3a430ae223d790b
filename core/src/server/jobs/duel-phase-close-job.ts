import { defineScheduledJob } from './define-job.ts';

/** How often the workers look for duel phases whose last results have become final. */
export const DUEL_PHASE_CLOSE_EVERY_MS = 30_000;

/** Scheduled by the workers for themselves: completes duel phases once their dispute windows have passed. */
export const duelPhaseCloseJob = defineScheduledJob('duel-phase-close', 'duel-phases.close');
