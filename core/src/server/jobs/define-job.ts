import type { z } from 'zod';

/** A job type: the queue it travels on and the zod schema both producer and processor parse its data with. */
export interface JobDefinition<TSchema extends z.ZodType> {
  queue: string;
  name: string;
  schema: TSchema;
  /** Same input -> same job id, so an at-least-once producer never enqueues twice. */
  jobId?: (data: z.infer<TSchema>) => string;
  attempts: number;
}

export const defineJob = <TSchema extends z.ZodType>(definition: JobDefinition<TSchema>) => definition;
