import type { Announcement as AnnouncementDto, CreateAnnouncementPayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { Announcement } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { type CompetitionPorts, collectEffects } from './internal/competition-ports.ts';

export interface PostAnnouncementInput extends CreateAnnouncementPayload {
  tournamentId: string;
}

/** Posts on the event's announcements page; the bot repeats it in the tournament's Discord server. */
export async function postAnnouncement(
  ctx: UseCaseContext,
  input: PostAnnouncementInput,
  ports: CompetitionPorts = {},
): Promise<AnnouncementDto> {
  const effects = collectEffects(input.tournamentId);
  const announcement = await ctx.em.transactional(async (em) => {
    const tournament = await loadTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    const row = em.create(Announcement, {
      tournament,
      author: ctx.actor.userId,
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
      author: ctx.actor.name,
    };
  });
  await effects.release(ports);
  return announcement;
}
