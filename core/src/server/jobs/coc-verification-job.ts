import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** A job id may be logged and shown in queue dashboards, so it carries a digest of the token, never the token. */
export const verificationTokenDigest = (token: string): string =>
  createHash('sha256').update(token).digest('hex').slice(0, 16);

/** Where the job finds the token (job-secrets.ts): the same account and token give the same reference. */
export const cocTokenRef = (accountId: string, token: string): string =>
  `coc.${accountId}.${verificationTokenDigest(token)}`;

/**
 * Asks the Clash of Clans API whether `token` proves ownership of `playerTag`. The processor must
 * re-read the account and act only if it is still pending and still held by `userId` with that tag:
 * someone else may have taken over an unverified claim since this job was queued.
 */
export const cocVerificationJob = defineJob({
  queue: 'coc-verification',
  name: 'verification.coc-token',
  schema: z.object({
    accountId: z.uuid(),
    userId: z.uuid(),
    playerTag: z.string().min(1),
    /** The token itself waits in Redis under this reference, never in the job's data. */
    tokenRef: z.string().regex(/^coc\.[0-9a-f-]{36}\.[0-9a-f]{16}$/),
  }),
  // BullMQ reserves ':' in custom ids, hence the dots. Same account and token -> same job, so a
  // double-submitted form asks the game's API once.
  jobId: ({ tokenRef }) => tokenRef,
  attempts: 5,
});
