import { AppError, istToday, messages } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tournament } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';

export type TournamentRow = InferEntity<typeof Tournament>;

/** The filter the database applies for `isPublished`: out of draft, and the publish day has come (IST). */
export const publishedWhere = (now: Date) => ({
  lifecycle: { $ne: 'draft' as const },
  publishDate: { $lte: istToday(now) },
});

/**
 * A tournament the public may see, with its server. A draft, one whose publish day is still to come
 * and one that does not exist all answer the same 404, so nothing leaks about unpublished events.
 */
export async function loadPublishedTournament(
  em: EntityManager,
  tournamentId: string,
  now: Date,
): Promise<TournamentRow> {
  if (!isUuid(tournamentId)) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  const tournament = await em.findOne(
    Tournament,
    { id: tournamentId, ...publishedWhere(now) },
    { populate: ['server'] },
  );
  if (!tournament) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  return tournament;
}
