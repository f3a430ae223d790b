import type { JobDefinition, Redis } from '@galaxia/core/server';
import type { z } from 'zod';

export interface ProcessorContext {
  redis: Redis;
  attempt: number;
  /** No retry follows a failure of this attempt: the handler must leave a final state itself. */
  finalAttempt: boolean;
}

/** How the queue's worker runs: Discord-bound queues cap their rate for every worker process at once. */
export interface QueueSettings {
  concurrency?: number;
  limiter?: { max: number; duration: number };
}

/** Parses the job's data with its definition's schema before any handler code sees it. */
export interface Processor<TDefinition extends JobDefinition<z.ZodType>> {
  definition: TDefinition;
  queue?: QueueSettings;
  run(data: z.infer<TDefinition['schema']>, context: ProcessorContext): Promise<unknown>;
}
