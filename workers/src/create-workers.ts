import type { JobDefinition, Orm, Redis } from '@galaxia/core/server';
import { UnrecoverableError, Worker } from 'bullmq';
import type { z } from 'zod';
import type { Processor } from './processors/processor.ts';

export interface WorkerDeps {
  connection: Redis;
  redis: Redis;
  orm?: Orm;
}

/** One BullMQ Worker per queue; each routes a job by name to the processor that defines it. */
export function createWorkers(
  // biome-ignore lint/suspicious/noExplicitAny: processors of different job types share one registry.
  processors: Processor<any>[],
  deps: WorkerDeps,
  options: { concurrency?: number } = {},
) {
  const byQueue = new Map<string, Map<string, Processor<JobDefinition<z.ZodType>>>>();
  for (const processor of processors) {
    const queue = byQueue.get(processor.definition.queue) ?? new Map();
    queue.set(processor.definition.name, processor);
    byQueue.set(processor.definition.queue, queue);
  }
  return [...byQueue].map(
    ([queue, handlers]) =>
      new Worker(
        queue,
        async (job) => {
          const processor = handlers.get(job.name);
          if (!processor) throw new UnrecoverableError(`No processor for job ${job.name} on queue ${queue}`);
          const parsed = processor.definition.schema.safeParse(job.data);
          if (!parsed.success)
            throw new UnrecoverableError(`Invalid data for ${job.name}: ${parsed.error.message}`);
          return processor.run(parsed.data, {
            redis: deps.redis,
            orm: deps.orm,
            attempt: job.attemptsMade + 1,
          });
        },
        { connection: deps.connection, concurrency: options.concurrency ?? 4 },
      ),
  );
}
