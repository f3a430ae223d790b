import { isSubstituteAt, type TournamentEntry } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  GameAccount,
  type Tournament,
  type TournamentRegistration,
  User,
} from '../../../db/entities/index.ts';
import { entrantOf } from './entrant-team.ts';

type EntryRow = InferEntity<typeof TournamentRegistration>;

/** Entries as the organiser and the captain see them: each rostered player with their verification. */
export async function entryViews(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  entries: readonly EntryRow[],
): Promise<TournamentEntry[]> {
  const userIds = [...new Set(entries.flatMap((entry) => entry.roster))];
  const users = userIds.length === 0 ? [] : await em.find(User, { id: { $in: userIds } });
  const verified =
    userIds.length === 0
      ? []
      : await em.find(GameAccount, { user: { $in: userIds }, gameId: tournament.gameId, status: 'verified' });
  const userOf = new Map(users.map((user) => [user.id, user]));
  const verifiedUsers = new Set(verified.map((account) => account.user.id));
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
              avatar: user.avatar ?? null,
              verified: verifiedUsers.has(userId),
              substitute: isSubstituteAt(index, tournament.format ?? entry.roster.length),
            },
          ]
        : [];
    }),
    registeredAt: entry.registeredAt.toISOString(),
  }));
}
