import { Queue } from 'bullmq';
import type { z } from 'zod';
import { now } from '../clock.ts';
import type { Redis } from '../redis.ts';
import type { JobDefinition } from './define-job.ts';
import { outboxCollecting } from './job-outbox.ts';
import { putJobSecret } from './job-secrets.ts';

/** A job as BullMQ gets it, and as the outbox keeps it until then (job-outbox.ts). */
export interface QueuedJob {
  queue: string;
  name: string;
  jobId: string;
  data: Record<string, unknown>;
  attempts: number;
  /** When a delayed job is due; none runs it at once. */
  runAt?: Date | null | undefined;
  replaceFinished: boolean;
}

/** One Queue per name per connection: producers share them instead of opening a connection per call. */
export class JobQueues {
  readonly #connection: Redis;
  readonly #prefix: string | undefined;
  readonly #backoffMs: number;
  readonly #queues = new Map<string, Queue>();

  /**
   * `prefix`: the queues' key prefix (env QUEUE_PREFIX); the workers must consume the same one.
   * `backoffMs`: the first retry's delay, doubling with each retry (tests shorten it).
   */
  constructor(connection: Redis, options: { prefix?: string; backoffMs?: number } = {}) {
    this.#connection = connection;
    this.#prefix = options.prefix;
    this.#backoffMs = options.backoffMs ?? 1_000;
  }

  queue(name: string): Queue {
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.#connection,
        ...(this.#prefix ? { prefix: this.#prefix } : {}),
      });
      this.#queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<TSchema extends z.ZodType>(
    definition: JobDefinition<TSchema>,
    data: z.input<TSchema>,
    options: { delayMs?: number; replaceFinished?: boolean } = {},
  ) {
    const payload = definition.schema.parse(data) as Record<string, unknown>;
    const job: QueuedJob = {
      queue: definition.queue,
      name: definition.name,
      // A job without an id of its own gets one now, so handing it over again never adds it twice.
      jobId: definition.jobId?.(payload as z.infer<TSchema>) ?? crypto.randomUUID(),
      data: payload,
      attempts: definition.attempts,
      runAt: options.delayMs ? new Date(now().getTime() + options.delayMs) : null,
      replaceFinished: options.replaceFinished ?? false,
    };
    const outbox = outboxCollecting();
    if (!outbox) return this.add(job);
    outbox.push(job);
    // Not in Redis yet: it is handed over once the write commits.
    return null;
  }

  /** Adds the job to its queue; an id BullMQ still keeps is not added again. */
  async add(job: QueuedJob) {
    const queue = this.queue(job.queue);
    if (job.replaceFinished) {
      // BullMQ ignores an add whose id it still keeps, finished or not: a request made again after the
      // last one failed or completed must run again, while one still waiting stays a duplicate.
      const previous = await queue.getJob(job.jobId);
      const state = await previous?.getState();
      if (previous && (state === 'failed' || state === 'completed')) await previous.remove();
    }
    return queue.add(job.name, job.data, {
      jobId: job.jobId,
      attempts: job.attempts,
      backoff: { type: 'exponential', delay: this.#backoffMs },
      delay: job.runAt ? Math.max(0, job.runAt.getTime() - now().getTime()) : undefined,
      removeOnComplete: { age: 24 * 3600, count: 1_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  /** Keeps a secret for a job under `ref` (see job-secrets.ts): put it before enqueueing the job. */
  async putSecret(ref: string, value: string): Promise<void> {
    await putJobSecret(this.#connection, ref, value);
  }

  async close(): Promise<void> {
    await Promise.all([...this.#queues.values()].map((queue) => queue.close()));
    this.#queues.clear();
  }
}
