import type { EventAnnouncementsPage, PageQuery } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Announcement } from '../../db/entities/index.ts';
import { pageOf, pageWindow } from './internal/paging.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/** GET /api/events/:id/announcements: newest first, a page at a time. */
export async function listEventAnnouncements(
  ctx: PublicContext,
  tournamentId: string,
  query: PageQuery,
): Promise<EventAnnouncementsPage> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const [announcements, total] = await ctx.em.findAndCount(
    Announcement,
    { tournament: tournament.id },
    { populate: ['author'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) },
  );
  return pageOf(
    query,
    announcements.map((announcement) => ({
      id: announcement.id,
      type: announcement.type,
      title: announcement.title,
      content: announcement.content,
      timestamp: announcement.createdAt.toISOString(),
      // An author whose account is gone posted on behalf of the hosting server.
      author: announcement.author?.name ?? tournament.server.name,
    })),
    total,
  );
}
