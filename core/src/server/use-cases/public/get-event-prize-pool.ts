import { type EventPrizePool, formatRupees, messages, parsePrizePool, splitPrizePool } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/** GET /api/events/:id/prize-pool: the pool, its split per place (the default 50/30/15/5 unless set) and payout notes. */
export async function getEventPrizePool(ctx: PublicContext, tournamentId: string): Promise<EventPrizePool> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const text = tournament.prizePool?.trim() ?? '';
  const rupees = text === '' ? 0 : parsePrizePool(text);
  const total = rupees ?? 0;
  const split = tournament.prizeSplit
    ? [...tournament.prizeSplit].sort((a, b) => a.position - b.position).map((place) => place.percentage)
    : undefined;
  return {
    total,
    totalText: rupees === null ? text : formatRupees(total),
    places: splitPrizePool(total, split),
    notes: [...messages.publicEvent.payoutNotes],
  };
}
