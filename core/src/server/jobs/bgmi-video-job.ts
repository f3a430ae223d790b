import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Probes an uploaded BGMI verification video (length, thumbnail) before an organiser reviews it.
 * One job per account and evidence file: a new upload is a new file, hence a new job.
 */
export const bgmiVideoJob = defineJob({
  queue: 'bgmi-video',
  name: 'verification.bgmi-video',
  schema: z.object({ accountId: z.uuid(), fileId: z.uuid() }),
  jobId: ({ accountId, fileId }) => `bgmi.${accountId}.${fileId}`,
  attempts: 3,
});
