import {
  breakdownCountsSchema,
  type EventDetail,
  type GameId,
  hasTownHallBreakdown,
  townHallLineup,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { loadFinalPlacings } from '../competition/internal/final-placings.ts';
import { loadEventCard, scheduleOf, toEventListItem } from './internal/event-facts.ts';

/** GET /api/events/:id: the event card plus which sub-pages have content, the schedule, the final placings and a war's Town Hall lineup. */
export async function getEvent(ctx: PublicContext, tournamentId: string): Promise<EventDetail> {
  const now = clockNow();
  const card = await loadEventCard(ctx.em, tournamentId, ctx.actor?.userId ?? null, now);
  return {
    ...toEventListItem(card, now),
    hasBrackets: card.hasBrackets,
    hasStreams: card.hasStreams,
    hasMatches: card.hasMatches,
    schedule: scheduleOf(card, now),
    placings: await loadFinalPlacings(ctx.em, { id: card.id, gameId: card.gameId }),
    townHalls:
      hasTownHallBreakdown(card.gameId as GameId) && card.breakdown
        ? townHallLineup(breakdownCountsSchema.parse(card.breakdown))
        : [],
  };
}
