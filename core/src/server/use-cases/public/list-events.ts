import {
  type EventListItem,
  type EventListPage,
  type EventListQuery,
  gameIdsForFilters,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Tournament } from '../../db/entities/index.ts';
import { loadFinalPlacings } from '../competition/internal/final-placings.ts';
import { type EventCard, loadEventCards, toEventListItem } from './internal/event-facts.ts';
import { pageOf, pageWindow } from './internal/paging.ts';
import { publishedWhere } from './internal/published-tournament.ts';

/** GET /api/events: published events, newest publish date first, optionally of the selected games only. */
export async function listEvents(ctx: PublicContext, query: EventListQuery): Promise<EventListPage> {
  const now = clockNow();
  const games = query.games.length === 0 ? {} : { gameId: { $in: gameIdsForFilters(query.games) } };
  const [page, total] = await ctx.em.findAndCount(
    Tournament,
    { ...publishedWhere(now), ...games },
    {
      fields: ['id'],
      orderBy: [{ publishDate: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
      ...pageWindow(query),
    },
  );
  const ids = page.map((tournament) => tournament.id);
  const cards = await loadEventCards(ctx.em, ids, ctx.actor?.userId ?? null, now);
  // A tournament unpublished between the two reads drops out rather than failing the page.
  const items: EventListItem[] = [];
  for (const id of ids) {
    const card = cards.get(id);
    if (card) items.push(await withChampion(ctx, card, toEventListItem(card, now)));
  }
  return pageOf(query, items, total);
}

/** A finished event's card names its champion: the first of its final placings, as the event page shows. */
async function withChampion(
  ctx: PublicContext,
  card: EventCard,
  item: EventListItem,
): Promise<EventListItem> {
  if (item.status !== 'past') return item;
  const [first] = await loadFinalPlacings(ctx.em, { id: card.id, gameId: card.gameId });
  return { ...item, champion: first?.place === 1 ? first.team : null };
}
