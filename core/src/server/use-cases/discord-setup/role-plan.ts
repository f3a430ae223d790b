import { ACTIVE_CAPTAIN } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember, Tournament, TournamentRegistration, User } from '../../db/entities/index.ts';
import { guildSettingsOf } from './guild-discord-settings.ts';

export interface RolePlan {
  guildId: string;
  participantRoleId: string | null;
  captainRoleId: string | null;
  /** Each affected person's Discord id and whether they should hold each role now. */
  members: { discordId: string; participant: boolean; captain: boolean }[];
}

/** A registration holds roles while the team is entered and its tournament has not ended. */
const holdsRoles = (status: string, lifecycle: string) =>
  status === 'registered' && lifecycle !== 'completed';

async function peopleOf(em: EntityManager, registrations: { team: { id: string }; roster: string[] }[]) {
  const teamIds = [...new Set(registrations.map((registration) => registration.team.id))];
  const captains = teamIds.length
    ? await em.find(TeamMember, { team: { $in: teamIds }, ...ACTIVE_CAPTAIN })
    : [];
  const captainOf = new Map<string, string[]>();
  for (const captain of captains) {
    captainOf.set(captain.team.id, [...(captainOf.get(captain.team.id) ?? []), captain.user.id]);
  }
  return registrations.map((registration) => ({
    players: registration.roster,
    captains: captainOf.get(registration.team.id) ?? [],
  }));
}

/**
 * Which server roles the people of one registration (or, with no team, of a whole tournament) should
 * hold now. A person keeps a role while any entered team of any running tournament of the same server
 * still gives it to them, so leaving one event does not strip what another still grants.
 */
export async function loadRolePlan(
  em: EntityManager,
  change: { tournamentId: string; teamId: string | null },
): Promise<RolePlan | null> {
  const tournament = await em.findOne(Tournament, { id: change.tournamentId }, { populate: ['server'] });
  if (!tournament) return null;
  const guildId = tournament.server.id;
  const settings = await guildSettingsOf(em, guildId);
  if (!settings.participantRoleId && !settings.captainRoleId) {
    return { guildId, participantRoleId: null, captainRoleId: null, members: [] };
  }
  const changed = await em.find(TournamentRegistration, {
    tournament: tournament.id,
    ...(change.teamId ? { team: change.teamId } : {}),
  });
  const affected = new Set((await peopleOf(em, changed)).flatMap((p) => [...p.players, ...p.captains]));
  if (!affected.size) return { guildId, ...pick(settings), members: [] };

  const holding = await em.find(
    TournamentRegistration,
    { tournament: { server: guildId, lifecycle: { $ne: 'completed' } }, status: 'registered' },
    { populate: ['tournament'] },
  );
  const active = holding.filter((row) => holdsRoles(row.status, row.tournament.lifecycle));
  const players = new Set<string>();
  const captains = new Set<string>();
  for (const people of await peopleOf(em, active)) {
    for (const id of people.players) players.add(id);
    for (const id of people.captains) captains.add(id);
  }
  const users = await em.find(User, { id: { $in: [...affected] }, discordId: { $ne: null } });
  return {
    guildId,
    ...pick(settings),
    members: users.map((user) => ({
      discordId: user.discordId ?? '',
      participant: players.has(user.id) || captains.has(user.id),
      captain: captains.has(user.id),
    })),
  };
}

const pick = (settings: { participantRoleId: string | null; captainRoleId: string | null }) => ({
  participantRoleId: settings.participantRoleId,
  captainRoleId: settings.captainRoleId,
});
