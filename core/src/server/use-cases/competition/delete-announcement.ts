import { AppError, messages } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { Announcement } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { type CompetitionPorts, collectEffects } from './internal/competition-ports.ts';

export interface DeleteAnnouncementInput {
  tournamentId: string;
  announcementId: string;
}

/** Takes an announcement down from the event page (a Discord message already posted stays there). */
export async function deleteAnnouncement(
  ctx: UseCaseContext,
  input: DeleteAnnouncementInput,
  ports: CompetitionPorts = {},
): Promise<void> {
  const effects = collectEffects(input.tournamentId);
  await ctx.em.transactional(async (em) => {
    const tournament = await loadTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    const row = isUuid(input.announcementId)
      ? await em.findOne(Announcement, { id: input.announcementId, tournament: tournament.id })
      : null;
    if (!row) throw new AppError('NOT_FOUND', messages.competition.announcementNotFound);
    em.remove(row);
    await em.flush();
    effects.publish({ type: 'announcement', announcementId: input.announcementId, deleted: true });
  });
  await effects.release(ports);
}
