import { z } from 'zod';
import { eventListItemSchema } from './events.ts';

/** The most events one person's My Events group lists. */
export const MY_EVENTS_LIMIT = 100;

/**
 * GET /api/events/mine: every published event the signed-in person plays in, whatever page of the event
 * list they are on. Personal, so it is its own small private call beside the shared list.
 */
export const myEventsSchema = z.object({ items: z.array(eventListItemSchema).max(MY_EVENTS_LIMIT) });
export type MyEvents = z.infer<typeof myEventsSchema>;
