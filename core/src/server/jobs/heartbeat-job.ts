import { defineScheduledJob } from './define-job.ts';

export const HEARTBEAT_KEY = 'galaxia:workers:heartbeat';
export const HEARTBEAT_EVERY_MS = 30_000;

/** The workers process schedules this for itself; the API reads the key it writes to report worker health. */
export const heartbeatJob = defineScheduledJob('system', 'workers.heartbeat');
