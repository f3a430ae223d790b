import type { JobDefinition, Orm, Redis } from '@galaxia/core/server';
import type { z } from 'zod';

export interface ProcessorContext {
  redis: Redis;
  orm?: Orm;
  attempt: number;
}

/** Parses the job's data with its definition's schema before any handler code sees it. */
export interface Processor<TDefinition extends JobDefinition<z.ZodType>> {
  definition: TDefinition;
  run(data: z.infer<TDefinition['schema']>, context: ProcessorContext): Promise<unknown>;
}
