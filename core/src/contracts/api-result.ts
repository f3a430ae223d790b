import { z } from 'zod';
import { text } from './text-fields.ts';

/** Every failed `/api` call answers with this body and a fitting HTTP status. */
export const errorBodySchema = z.object({ error: text().min(1) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const apiFailureSchema = z.object({ success: z.literal(false), error: text().min(1) });
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/**
 * What the dashboard's call helpers hand to screens: the data, or the response's `error` text
 * (the network message when the request never got an answer).
 */
export const apiResultSchema = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion('success', [z.object({ success: z.literal(true), data }), apiFailureSchema]);

export type ApiResult<T> = z.infer<ReturnType<typeof apiResultSchema<z.ZodType<T>>>>;
