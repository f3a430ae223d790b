import { isSubstituteAt, roleLabel, type TeamMemberRole } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember, TournamentRegistration, User } from '../../../db/entities/index.ts';
import { enteredRegistration } from './event-facts.ts';

type UserRow = InferEntity<typeof User>;

export interface RosterPlayer {
  user: UserRow;
  /** Captain or Member of the team; a player who has since left the team plays on as a Member. */
  role: TeamMemberRole;
  position: string | null;
  /** Beyond the format's players on the registered roster. */
  substitute: boolean;
}

/**
 * The players each team entered in the tournament (its registration roster): the starters captain
 * first, then in roster order, then the substitutes. Three queries whatever the number of teams.
 */
export async function loadRosters(
  em: EntityManager,
  tournament: { id: string; format?: number | null },
  teamIds: readonly string[],
): Promise<Map<string, RosterPlayer[]>> {
  const tournamentId = tournament.id;
  if (teamIds.length === 0) return new Map();
  const registrations = await em.find(TournamentRegistration, {
    tournament: tournamentId,
    team: { $in: [...teamIds] },
    ...enteredRegistration,
  });
  const userIds = [...new Set(registrations.flatMap((registration) => registration.roster))];
  if (userIds.length === 0) return new Map(registrations.map((registration) => [registration.team.id, []]));
  const users = await em.find(User, { id: { $in: userIds } });
  const members = await em.find(TeamMember, {
    team: { $in: [...teamIds] },
    user: { $in: userIds },
    status: 'active',
  });
  const userById = new Map(users.map((user) => [user.id, user]));
  const memberOf = new Map(members.map((member) => [`${member.team.id}|${member.user.id}`, member]));
  return new Map(
    registrations.map((registration) => {
      const players = registration.roster.flatMap((userId, order) => {
        const user = userById.get(userId);
        if (!user) return [];
        const member = memberOf.get(`${registration.team.id}|${userId}`);
        return [
          {
            user,
            order,
            role: roleLabel(member?.role ?? 'member'),
            position: member?.position ?? null,
            substitute: isSubstituteAt(order, tournament.format ?? registration.roster.length),
          },
        ];
      });
      players.sort(
        (a, b) =>
          Number(a.substitute) - Number(b.substitute) ||
          Number(b.role === 'Captain') - Number(a.role === 'Captain') ||
          a.order - b.order,
      );
      return [registration.team.id, players.map(({ order: _order, ...player }) => player)];
    }),
  );
}
