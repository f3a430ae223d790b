import { z } from 'zod';

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

/** All a job the workers schedule for themselves carries: when the timer asked for it. */
const scheduledJobSchema = z.object({ requestedAt: z.iso.datetime() });

/** A job the workers schedule for themselves on a timer: one attempt, since the next tick comes anyway. */
export const defineScheduledJob = (queue: string, name: string) =>
  defineJob({ queue, name, schema: scheduledJobSchema, attempts: 1 });
