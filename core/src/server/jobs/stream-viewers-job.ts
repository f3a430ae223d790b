import { defineScheduledJob } from './define-job.ts';

/** Scheduled by the workers for themselves: reads live viewer counts from Twitch and YouTube. */
export const streamViewersJob = defineScheduledJob('stream-viewers', 'streams.viewers');
