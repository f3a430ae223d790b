import { z } from 'zod';
import { now } from '../clock.ts';
import { IdempotentRequest } from '../db/entities/idempotent-request.ts';
import type { Orm } from '../db/orm.ts';
import { defineJob } from './define-job.ts';

/**
 * How long the answer to a write sent with an Idempotency-Key is kept. A client retries within minutes;
 * the stored answers carry people's data (teams, rooms, emails), so they are not kept beyond a day.
 */
export const IDEMPOTENT_ANSWER_TTL_MS = 24 * 3_600_000;
/** How often the workers drop the answers past that age. */
export const IDEMPOTENT_REQUESTS_PRUNE_EVERY_MS = 3_600_000;

/** Scheduled by the workers for themselves: drops stored Idempotency-Key answers past their age. */
export const idempotentRequestsPruneJob = defineJob({
  queue: 'maintenance',
  name: 'idempotency.prune',
  schema: z.object({ requestedAt: z.iso.datetime() }),
  attempts: 1,
});

/** Deletes the stored answers older than `IDEMPOTENT_ANSWER_TTL_MS`; answers how many went. */
export const pruneIdempotentRequests = (orm: Orm): Promise<number> =>
  orm.em.fork().nativeDelete(IdempotentRequest, {
    createdAt: { $lt: new Date(now().getTime() - IDEMPOTENT_ANSWER_TTL_MS) },
  });
