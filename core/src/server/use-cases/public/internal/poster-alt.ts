import { messages } from '@galaxia/core';

/**
 * A poster's description on public pages: the one stored with the picture (a design's text, or the
 * organiser's words), else one naming the event; null when there is no poster to describe.
 */
export const posterAltOf = (posterId: string | null, stored: string | null, eventTitle: string) =>
  posterId ? stored || messages.graphics.posterAlt(eventTitle) : null;
