import type { QueuedEntry } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentRegistration } from '../../db/entities/index.ts';

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
