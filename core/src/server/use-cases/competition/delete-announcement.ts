import { AppError, messages } from '@galaxia/core';
import { Announcement } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { tournamentWrite } from './internal/tournament-write.ts';

export interface DeleteAnnouncementInput {
  tournamentId: string;
  announcementId: string;
}

/** Takes an announcement down from the event page (a Discord message already posted stays there). */
export const deleteAnnouncement = tournamentWrite(
  async ({ em, actor, effects }, input: DeleteAnnouncementInput): Promise<void> => {
    const tournament = await loadTournamentForOrganiser(em, actor, input.tournamentId);
    const row = isUuid(input.announcementId)
      ? await em.findOne(Announcement, { id: input.announcementId, tournament: tournament.id })
      : null;
    if (!row)
      throw new AppError(
        'NOT_FOUND',
        'COMPETITION_ANNOUNCEMENT_NOT_FOUND',
        messages.competition.announcementNotFound,
      );
    em.remove(row);
    await em.flush();
    effects.publish({ type: 'announcement', announcementId: input.announcementId, deleted: true });
  },
);
