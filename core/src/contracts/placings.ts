import { z } from 'zod';
import { INT4_MAX } from '../domain/limits.ts';

/**
 * One team's final place in a finished tournament (core `finalPlacings`): 1 is the champion. `points`
 * is the battle-royale total on the final points table, null for brackets and tables.
 */
export const finalPlacingSchema = z.object({
  place: z.int().min(1).max(INT4_MAX),
  team: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }),
  points: z.int().min(-INT4_MAX).max(INT4_MAX).nullable(),
});
export type FinalPlacingView = z.infer<typeof finalPlacingSchema>;
