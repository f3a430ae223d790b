import { messages, type QueuedEntry, sitePaths } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentRegistration } from '../../../db/entities/index.ts';
import { teamMemberIds } from '../../notifications/internal/recipients.ts';
import { notify } from '../../notifications/notify.ts';

export type EntryRow = InstanceType<typeof TournamentRegistration.class>;

/** Registered and waitlisted entries in registration order: the order the waitlist moves in. */
export async function loadQueue(em: EntityManager, tournamentId: string) {
  const rows = await em.find(
    TournamentRegistration,
    { tournament: tournamentId, status: { $in: ['registered', 'waitlisted'] } },
    { orderBy: [{ registeredAt: 'asc' }, { id: 'asc' }], populate: ['team'] },
  );
  const queued: QueuedEntry[] = rows.map((row) => ({
    teamId: row.team.id,
    status: row.status as QueuedEntry['status'],
    checkedIn: row.checkedInAt !== null && row.checkedInAt !== undefined,
  }));
  return { rows, queued, rowOf: (teamId: string) => rows.find((row) => row.team.id === teamId)! };
}

/** Tells each promoted team's players that a place opened for them. */
export async function notifyPromoted(
  em: EntityManager,
  tournament: { id: string; eventName: string },
  promoted: readonly EntryRow[],
): Promise<void> {
  for (const row of promoted) {
    notify(em, {
      userIds: await teamMemberIds(em, [row.team.id]),
      kind: 'waitlist-promoted',
      title: messages.playerSeason.promotedTitle(tournament.eventName),
      body: messages.playerSeason.promotedBody(row.team.name),
      link: sitePaths.event(tournament.id),
    });
  }
}
