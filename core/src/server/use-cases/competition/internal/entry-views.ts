import {
  type GameId,
  isSubstituteAt,
  type PlayerVerificationState,
  requiresVerifiedAccounts,
  type TournamentEntry,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import {
  GameAccount,
  type Tournament,
  type TournamentRegistration,
  User,
} from '../../../db/entities/index.ts';
import { playerStates } from '../../game-accounts/internal/roster-verification.ts';
import { visibleProfiles } from '../../public/profile-visibility.ts';
import { entrantOf } from './entrant-team.ts';

type EntryRow = InferEntity<typeof TournamentRegistration>;

/**
 * Entries as the organiser and the captain see them: each rostered player with their verification, and
 * their picture where their privacy setting lets the viewer see it.
 */
export async function entryViews(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  entries: readonly EntryRow[],
  viewer: Actor | null,
): Promise<TournamentEntry[]> {
  const userIds = [...new Set(entries.flatMap((entry) => entry.roster))];
  const pictures = await visibleProfiles(em, userIds, viewer);
  const users = userIds.length === 0 ? [] : await em.find(User, { id: { $in: userIds } });
  const verified =
    userIds.length === 0
      ? []
      : await em.find(GameAccount, { user: { $in: userIds }, gameId: tournament.gameId, status: 'verified' });
  const userOf = new Map(users.map((user) => [user.id, user]));
  const verifiedUsers = new Set(verified.map((account) => account.user.id));
  const states = await playerStates(em, tournament, userIds);
  const stateOf = (userId: string): PlayerVerificationState =>
    requiresVerifiedAccounts(tournament.gameId as GameId, tournament.requiresVerification)
      ? states.get(userId)!
      : 'accepted';
  await em.populate(entries as EntryRow[], ['team']);
  return entries.map((entry) => ({
    team: entrantOf(entry.team),
    status: entry.status,
    roster: entry.roster.flatMap((userId, index) => {
      const user = userOf.get(userId);
      return user
        ? [
            {
              userId,
              name: user.name,
              avatar: pictures.has(userId) ? (user.avatar ?? null) : null,
              verified: verifiedUsers.has(userId),
              verification: stateOf(userId),
              substitute: isSubstituteAt(index, tournament.format ?? entry.roster.length),
            },
          ]
        : [];
    }),
    registeredAt: entry.registeredAt.toISOString(),
    awaitingVerification: entry.awaitingVerification,
    verificationDeadline: entry.verificationDeadline?.toISOString() ?? null,
  }));
}
