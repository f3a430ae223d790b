import { z } from 'zod';

/** GET /api/teams/:id/lookup and /api/matches/:id/lookup: the published event a bare link belongs to. */
export const eventLookupSchema = z.object({
  eventId: z.string().uuid(),
  /** The canonical page under the event, from sitePaths. */
  path: z.string().max(200),
});
export type EventLookup = z.infer<typeof eventLookupSchema>;
