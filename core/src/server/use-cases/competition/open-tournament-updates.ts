import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Tournament } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { loadPublishedTournament, publishedWhere } from '../public/internal/published-tournament.ts';
import { tournamentUpdatesChannel } from './internal/queue-ports.ts';

/** The live-updates channel of a tournament the public may see; anything else is not found. */
export async function openTournamentUpdates(
  ctx: PublicContext,
  tournamentId: string,
): Promise<{ channel: string }> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  return { channel: tournamentUpdatesChannel(tournament.id) };
}

/**
 * Of the tournaments open streams follow, the ones the public may still see. One query for all of a
 * process's streams: a tournament unpublished (back to draft, publish day moved on) loses its streams.
 */
export async function stillPublicTournaments(
  em: EntityManager,
  tournamentIds: readonly string[],
): Promise<Set<string>> {
  const wanted = tournamentIds.filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await em.find(
    Tournament,
    { id: { $in: wanted }, ...publishedWhere(now()) },
    { fields: ['id'], disableIdentityMap: true },
  );
  return new Set(rows.map((row) => row.id));
}
