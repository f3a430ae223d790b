import { defineScheduledJob } from './define-job.ts';

/** Every ten minutes: a deadline or a lapsed claim is acted on at most ten minutes late. */
export const VERIFICATION_SWEEP_EVERY_MS = 600_000;

/** Scheduled by the workers for themselves: lapses stale claims, moves applications' deadlines on. */
export const verificationSweepJob = defineScheduledJob('maintenance', 'verifications.sweep');
