import { formatZoned, HOME_TIME_ZONE, messages, sitePaths } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match } from '../../db/entities/index.ts';
import { teamMemberIds, withSettingOn } from './internal/recipients.ts';
import { notify } from './notify.ts';

/**
 * When a match's check-in opens, every active player of both teams (with event reminders on) finds it in
 * their notification centre. Stale reminders (the match moved or finished) tell nobody. Answers how many
 * people were told.
 */
export async function notifyCheckInOpen(
  em: EntityManager,
  reminder: { tournamentId: string; matchId: string; scheduledTime: string },
): Promise<number> {
  return em.transactional(async (tx) => {
    const match = await tx.findOne(Match, { id: reminder.matchId, tournament: reminder.tournamentId });
    const scheduledTime = match?.scheduledTime;
    if (match?.status !== 'scheduled' || scheduledTime?.getTime() !== Date.parse(reminder.scheduledTime))
      return 0;
    const teamIds = [match.teamA?.id, match.teamB?.id].filter((id): id is string => Boolean(id));
    const userIds = await withSettingOn(tx, await teamMemberIds(tx, teamIds), 'eventReminders');
    notify(tx, {
      userIds,
      kind: 'check-in-open',
      title: messages.matchNotice.checkInTitle(match.name),
      body: messages.matchNotice.checkInBody(formatZoned(scheduledTime, HOME_TIME_ZONE)),
      link: sitePaths.eventMatch(reminder.tournamentId, match.id),
    });
    return userIds.length;
  });
}
