import { istToday, MY_EVENTS_LIMIT, type MyEvents } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { loadEventCards, toEventListItem } from './internal/event-facts.ts';

/** GET /api/events/mine: the published events whose entered rosters name the viewer, newest first. */
export async function listMyEvents(ctx: UseCaseContext): Promise<MyEvents> {
  const now = clockNow();
  // The same participation rule as the event card's isParticipating.
  const rows = await ctx.em.execute<{ id: string }[]>(
    `select t.id from tournaments t
      where t.lifecycle <> 'draft' and t.publish_date <= ?
        and exists(select 1 from tournament_registrations g
                    where g.tournament_id = t.id and g.status in ('registered', 'invited')
                      and g.roster @> jsonb_build_array(?::text))
      order by t.publish_date desc, t.created_at desc, t.id
      limit ?`,
    [istToday(now), ctx.actor.userId, MY_EVENTS_LIMIT],
  );
  const ids = rows.map((row) => row.id);
  const cards = await loadEventCards(ctx.em, ids, ctx.actor.userId, now);
  return {
    items: ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [toEventListItem(card, now)] : [];
    }),
  };
}
