import { p } from '@mikro-orm/core';
import { now } from '../../clock.ts';

/** Every table's key: a uuid the app generates, so a row has its id before the flush. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => crypto.randomUUID());

/** When the row last changed, from the app clock (tests move it). */
export const updatedAtColumn = () =>
  p
    .datetime()
    .onCreate(() => now())
    .onUpdate(() => now());
