import type { JobDefinition, Redis } from '@galaxia/core/server';
import { UnrecoverableError, Worker } from 'bullmq';
import type { z } from 'zod';
import type { Processor, QueueSettings } from './processors/processor.ts';

export interface WorkerDeps {
  connection: Redis;
  redis: Redis;
}

export interface WorkerOptions {
  concurrency?: number;
  /** How long a job's lock lasts; a crashed process's jobs go back to the queue once it lapses. */
  lockDurationMs?: number;
  /** Runs before each job (tests: re-read the shared test clock). */
  beforeEachJob?: () => Promise<void>;
  /** The queues' key prefix (env QUEUE_PREFIX): the one the producers' JobQueues use. */
  prefix?: string;
}

/** One BullMQ Worker per queue; each routes a job by name to the processor that defines it. */
export function createWorkers(
  // biome-ignore lint/suspicious/noExplicitAny: processors of different job types share one registry.
  processors: Processor<any>[],
  deps: WorkerDeps,
  options: WorkerOptions = {},
) {
  const byQueue = new Map<
    string,
    { handlers: Map<string, Processor<JobDefinition<z.ZodType>>>; settings: QueueSettings }
  >();
  for (const processor of processors) {
    const queue = byQueue.get(processor.definition.queue) ?? { handlers: new Map(), settings: {} };
    queue.handlers.set(processor.definition.name, processor);
    queue.settings = { ...queue.settings, ...processor.queue };
    byQueue.set(processor.definition.queue, queue);
  }
  const lockDuration = options.lockDurationMs ?? 30_000;
  return [...byQueue].map(
    ([queue, { handlers, settings }]) =>
      new Worker(
        queue,
        async (job) => {
          const processor = handlers.get(job.name);
          if (!processor) throw new UnrecoverableError(`No processor for job ${job.name} on queue ${queue}`);
          const parsed = processor.definition.schema.safeParse(job.data);
          if (!parsed.success)
            throw new UnrecoverableError(`Invalid data for ${job.name}: ${parsed.error.message}`);
          await options.beforeEachJob?.();
          const attempt = job.attemptsMade + 1;
          return processor.run(parsed.data, {
            redis: deps.redis,
            attempt,
            finalAttempt: attempt >= (job.opts.attempts ?? 1),
          });
        },
        {
          connection: deps.connection,
          ...(options.prefix ? { prefix: options.prefix } : {}),
          concurrency: settings.concurrency ?? options.concurrency ?? 4,
          ...(settings.limiter ? { limiter: settings.limiter } : {}),
          lockDuration,
          stalledInterval: lockDuration,
        },
      ),
  );
}
