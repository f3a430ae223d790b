import type { Announcement as AnnouncementDto, CreateAnnouncementPayload } from '@galaxia/core';
import { Announcement } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { tournamentWrite } from './internal/tournament-write.ts';

export interface PostAnnouncementInput extends CreateAnnouncementPayload {
  tournamentId: string;
}

/** Posts on the event's announcements page; the bot repeats it in the tournament's Discord server. */
export const postAnnouncement = tournamentWrite(
  async ({ em, actor, effects }, input: PostAnnouncementInput): Promise<AnnouncementDto> => {
    const tournament = await loadTournamentForOrganiser(em, actor, input.tournamentId);
    const row = em.create(Announcement, {
      tournament,
      author: actor.userId,
      type: input.type,
      title: input.title,
      content: input.content,
    });
    await em.flush();
    effects.publish({ type: 'announcement', announcementId: row.id, deleted: false });
    effects.notify({ kind: 'announcement', tournamentId: tournament.id, announcementId: row.id });
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      author: actor.name,
    };
  },
);
