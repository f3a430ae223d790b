import { z } from 'zod';
import { text } from './text-fields.ts';

/** GET /api/teams/:id/lookup and /api/matches/:id/lookup: the published event a bare link belongs to. */
export const eventLookupSchema = z.object({
  eventId: text().uuid(),
  /** The canonical page under the event, from sitePaths. */
  path: text().max(200),
});
export type EventLookup = z.infer<typeof eventLookupSchema>;
