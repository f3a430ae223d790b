import { z } from 'zod';
import { TOWN_HALL_LEVEL_KEYS } from '../domain/breakdown/town-hall-breakdown.ts';
import { MAX_BREAKDOWN_COUNT } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';

export const townHallLevelSchema = z.enum(TOWN_HALL_LEVEL_KEYS);
export type TownHallLevel = z.infer<typeof townHallLevelSchema>;

const countSchema = z
  .number(coded('BREAKDOWN_COUNT_INVALID', messages.breakdown.countInvalid))
  .int(coded('BREAKDOWN_COUNT_INVALID', messages.breakdown.countInvalid))
  .min(0, coded('BREAKDOWN_COUNT_INVALID', messages.breakdown.countInvalid))
  .max(MAX_BREAKDOWN_COUNT, coded('BREAKDOWN_COUNT_TOO_LARGE', messages.breakdown.countTooLarge));

/** How many players of each Town Hall level; a level left out counts as 0, an unknown level is refused. */
export const breakdownCountsSchema = z
  .partialRecord(townHallLevelSchema, countSchema)
  .transform(
    (counts) =>
      Object.fromEntries(TOWN_HALL_LEVEL_KEYS.map((level) => [level, counts[level] ?? 0])) as Record<
        TownHallLevel,
        number
      >,
  );
export type BreakdownCounts = z.infer<typeof breakdownCountsSchema>;

export const breakdownPayloadSchema = z.object({ breakdown: breakdownCountsSchema });
export type BreakdownPayload = z.infer<typeof breakdownPayloadSchema>;
