import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** Scheduled by the workers for themselves: reads live viewer counts from Twitch and YouTube. */
export const streamViewersJob = defineJob({
  queue: 'stream-viewers',
  name: 'streams.viewers',
  schema: z.object({ requestedAt: z.iso.datetime() }),
  attempts: 1,
});
