import { messages, type QueuedEntry, sitePaths } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../../clock.ts';
import { TournamentRegistration } from '../../../db/entities/index.ts';
import { teamMemberIds } from '../../notifications/internal/recipients.ts';
import { notify } from '../../notifications/notify.ts';

export type EntryRow = InstanceType<typeof TournamentRegistration.class>;

/**
 * The waitlisted teams the tournament's community has banned since they entered, the team itself or a
 * player on its roster (a ban still running): a freed place passes them over.
 */
async function bannedWaiting(em: EntityManager, tournamentId: string): Promise<Set<string>> {
  const rows = await em.execute<{ team_id: string }[]>(
    `select r.team_id from tournament_registrations r join tournaments t on t.id = r.tournament_id
      where r.tournament_id = ? and r.status = 'waitlisted' and (
        exists (select 1 from community_team_bans b
                 where b.server_id = t.server_id and b.team_id = r.team_id
                   and (b.expires_at is null or b.expires_at > ?))
        or exists (select 1 from community_bans b
                    where b.server_id = t.server_id and jsonb_exists(r.roster, b.user_id::text)
                      and (b.expires_at is null or b.expires_at > ?)))`,
    [tournamentId, now(), now()],
  );
  return new Set(rows.map((row) => String(row.team_id)));
}

/** Registered and waitlisted entries in registration order: the order the waitlist moves in. */
export async function loadQueue(em: EntityManager, tournamentId: string) {
  const rows = await em.find(
    TournamentRegistration,
    { tournament: tournamentId, status: { $in: ['registered', 'waitlisted'] } },
    { orderBy: [{ registeredAt: 'asc' }, { id: 'asc' }], populate: ['team'] },
  );
  const banned = rows.some((row) => row.status === 'waitlisted')
    ? await bannedWaiting(em, tournamentId)
    : new Set<string>();
  const queued: QueuedEntry[] = rows.map((row) => ({
    teamId: row.team.id,
    status: row.status as QueuedEntry['status'],
    checkedIn: row.checkedInAt !== null && row.checkedInAt !== undefined,
    banned: banned.has(row.team.id),
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
