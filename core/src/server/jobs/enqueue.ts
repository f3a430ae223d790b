import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { JobDefinition } from './define-job.ts';
import { putJobSecret } from './job-secrets.ts';

/** One Queue per name per connection: producers share them instead of opening a connection per call. */
export class JobQueues {
  readonly #connection: Redis;
  readonly #queues = new Map<string, Queue>();

  constructor(connection: Redis) {
    this.#connection = connection;
  }

  queue(name: string): Queue {
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.#connection });
      this.#queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<TSchema extends z.ZodType>(
    definition: JobDefinition<TSchema>,
    data: z.input<TSchema>,
    options: { delayMs?: number; replaceFinished?: boolean } = {},
  ) {
    const payload = definition.schema.parse(data);
    const jobId = definition.jobId?.(payload);
    if (jobId && options.replaceFinished) {
      // BullMQ ignores an add whose id it still keeps, finished or not: a request made again after the
      // last one failed or completed must run again, while one still waiting stays a duplicate.
      const previous = await this.queue(definition.queue).getJob(jobId);
      const state = await previous?.getState();
      if (previous && (state === 'failed' || state === 'completed')) await previous.remove();
    }
    return this.queue(definition.queue).add(definition.name, payload, {
      ...(jobId ? { jobId } : {}),
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: 1_000 },
      delay: options.delayMs,
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
