import {
  ACTIVE_CAPTAIN,
  formatZoned,
  HOLDING_ENTRY_STATUSES,
  messages,
  rejectionDeadline,
  sitePaths,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember, TournamentRegistration, User } from '../../../db/entities/index.ts';
import { rosterVerification } from '../../game-accounts/internal/roster-verification.ts';
import { notify } from '../../notifications/notify.ts';

/**
 * After a verification is taken from a player: every entry that counted them as verified and no longer
 * can goes back to awaiting verification, with the rejection deadline, and its captains are told why.
 * Applications already waiting are left to the ordinary settling (which gives them their deadline).
 */
export async function revokeDependentEntries(
  em: EntityManager,
  loser: { id: string; name: string },
  at: Date,
): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select id from tournament_registrations where not awaiting_verification and roster @> ?::jsonb`,
    [JSON.stringify([loser.id])],
  );
  if (rows.length === 0) return [];
  const entries = await em.find(
    TournamentRegistration,
    { id: { $in: rows.map((row) => row.id) }, status: { $in: [...HOLDING_ENTRY_STATUSES] } },
    { populate: ['team', 'tournament'] },
  );
  const revoked: string[] = [];
  for (const entry of entries) {
    const users = await em.find(User, { id: { $in: entry.roster } });
    const nameOf = (userId: string) => users.find((user) => user.id === userId)?.name ?? '';
    const verification = await rosterVerification(em, entry.tournament, entry.roster, nameOf);
    if (verification.kind === 'verified') continue;
    const deadline = rejectionDeadline(at);
    entry.awaitingVerification = true;
    entry.verificationDeadline = deadline;
    const captains = await em.find(TeamMember, { team: entry.team.id, ...ACTIVE_CAPTAIN });
    notify(em, {
      userIds: captains.map((member) => member.user.id),
      kind: 'entry-verification',
      title: messages.verificationContest.entryRevokedTitle(entry.tournament.eventName),
      body: messages.verificationContest.entryRevokedBody(
        loser.name,
        entry.team.name,
        formatZoned(deadline, null),
      ),
      link: sitePaths.event(entry.tournament.id),
    });
    revoked.push(entry.id);
  }
  return revoked;
}
