import type { EventDetail } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { loadEventCard, scheduleOf, toEventListItem } from './internal/event-facts.ts';

/** GET /api/events/:id: the event card plus which sub-pages have content and the schedule. */
export async function getEvent(ctx: PublicContext, tournamentId: string): Promise<EventDetail> {
  const now = clockNow();
  const card = await loadEventCard(ctx.em, tournamentId, ctx.actor?.userId ?? null, now);
  return {
    ...toEventListItem(card, now),
    hasBrackets: card.hasBrackets,
    hasStreams: card.hasStreams,
    hasMatches: card.hasMatches,
    schedule: scheduleOf(card, now),
  };
}
