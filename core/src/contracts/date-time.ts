import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';

/** The years a date in a request may fall in: beyond them is a typo (or an attack), and year 0 breaks PostgreSQL. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const yearOf = (value: string) => Number(value.slice(0, 4));
/** A date or date-time string whose year is within 2000-2100. */
export const inRange = (value: string) => yearOf(value) >= FIRST_YEAR && yearOf(value) <= LAST_YEAR;

/** An ISO 8601 instant with its offset, between the years 2000 and 2100. */
export const isoDateTime = z.iso
  .datetime({ offset: true, abort: true })
  .refine(inRange, coded('FORM_DATE_OUT_OF_RANGE', messages.form.dateOutOfRange));

/** An ISO 8601 instant written in UTC (`Z`), between the years 2000 and 2100. */
export const isoUtcDateTime = z.iso
  .datetime({ abort: true })
  .refine(inRange, coded('FORM_DATE_OUT_OF_RANGE', messages.form.dateOutOfRange));

/** An ISO 8601 calendar day (`YYYY-MM-DD`), between the years 2000 and 2100. */
export const isoDate = z.iso
  .date({ abort: true })
  .refine(inRange, coded('FORM_DATE_OUT_OF_RANGE', messages.form.dateOutOfRange));
