import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { type Coded, coded } from './coded-error.ts';

/**
 * Text PostgreSQL can store: no NUL character and no half of a surrogate pair (a broken emoji). Every
 * string a request carries, in a body, a query or a path, is built on this.
 */
export function isStorableText(value: string): boolean {
  // A loop rather than String#isWellFormed: the dashboard parses with these contracts in older browsers too.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/** `z.string()` that refuses what PostgreSQL would refuse (see `isStorableText`). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, coded('FORM_UNSTORABLE_TEXT', messages.form.unstorableText));

/** Text a person must give: missing or blank is refused with `required`; trimmed, at most `max` characters. */
export const requiredText = (required: Coded, field: string, max: number) =>
  text(required).trim().min(1, required).max(max, messages.form.tooLong(field, max));

/** Text a person may leave out: blank is "not given" (null); trimmed, at most `max` characters. */
export const optionalText = (field: string, max: number) =>
  text()
    .trim()
    .max(max, messages.form.tooLong(field, max))
    .nullish()
    .transform((value) => value || null);

/** A record's id in a request (every primary key is a UUID): anything else is refused before any query. */
export const idSchema = z.uuid(coded('FORM_ID_INVALID', messages.form.idInvalid));
