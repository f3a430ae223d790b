import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';

/** Text a person must give: missing or blank is refused with `required`; trimmed, at most `max` characters. */
export const requiredText = (required: string, field: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, messages.form.tooLong(field, max));

/** Text a person may leave out: blank is "not given" (null); trimmed, at most `max` characters. */
export const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.form.tooLong(field, max))
    .nullish()
    .transform((value) => value || null);
