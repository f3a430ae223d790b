import { defineScheduledJob } from './define-job.ts';

/** How often the workers look for uploads nothing refers to any more. */
export const ORPHAN_UPLOADS_EVERY_MS = 3_600_000;

/** Scheduled by the workers for themselves: removes unreferenced uploads past their grace period. */
export const orphanUploadsJob = defineScheduledJob('maintenance', 'uploads.remove-orphans');
