import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from './columns.ts';

/**
 * A job a write asked for, stored in the write's own transaction: if the process dies between the
 * commit and handing the job to BullMQ, the outbox relay hands it over later (jobs/job-outbox.ts).
 */
export const JobOutboxEntry = defineEntity({
  name: 'JobOutboxEntry',
  tableName: 'job_outbox',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    queue: p.string().length(60),
    name: p.string().length(60),
    /** BullMQ's job id: the same job handed over twice is added once. */
    jobId: p.string().length(200),
    data: p.json<Record<string, unknown>>(),
    attempts: p.integer(),
    /** When a delayed job is due; null runs it at once. */
    runAt: p.datetime().nullable(),
    replaceFinished: p.boolean().default(false),
    createdAt: createdAtColumn(),
  },
});
