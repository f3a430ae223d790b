import { p } from '@mikro-orm/core';
import { now } from '../../clock.ts';

/** Every table's key: a uuid the app generates, so a row has its id before the flush. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => crypto.randomUUID());

/** When the row was made (created, joined, claimed, registered...), from the app clock (tests move it). */
export const createdAtColumn = () => p.datetime().onCreate(() => now());

/** When the row last changed, from the app clock (tests move it). */
export const updatedAtColumn = () =>
  p
    .datetime()
    .onCreate(() => now())
    .onUpdate(() => now());

/** The columns of a `DateTimeSpan` (contracts/calendar.ts): its days as dates, its daily hours as "HH:MM". */
export const dateTimeSpanColumns = () => ({
  startDate: p.string().columnType('date'),
  endDate: p.string().columnType('date'),
  startTime: p.string().length(5),
  endTime: p.string().length(5),
});
