import { AppError, messages, type TeamMemberRole } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team, TeamMember } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fileUrlOrNull } from '../game-accounts/file-url.ts';
import { activePlayerCount, type RosterEntry, roleLabel } from './roster-rules.ts';

export type TeamRow = InstanceType<typeof Team.class>;
export type TeamMemberRow = InstanceType<typeof TeamMember.class>;

/** A team as the organiser area lists it; the logo is a URL under /api/files, or null. */
export interface GalaxiaTeamView {
  id: string;
  name: string;
  gameId: string;
  logo: string | null;
  playerCount: number;
}

export interface TeamMemberView {
  userId: string;
  name: string;
  avatar: string | null;
  role: TeamMemberRole;
  status: 'active' | 'invited';
}

export interface TeamDetailView extends GalaxiaTeamView {
  description: string | null;
  region: string | null;
  members: TeamMemberView[];
}

export const rosterOf = (members: readonly TeamMemberRow[]): RosterEntry[] =>
  members.map((member) => ({ userId: member.user.id, role: member.role, status: member.status }));

export const toGalaxiaTeam = (team: TeamRow, members: readonly TeamMemberRow[]): GalaxiaTeamView => ({
  id: team.id,
  name: team.name,
  gameId: team.gameId,
  logo: fileUrlOrNull(team.logo),
  playerCount: activePlayerCount(members),
});

const rank = (member: TeamMemberRow) => (member.role === 'captain' ? 0 : member.status === 'active' ? 1 : 2);

/** Captain first, then players by when they joined, then open invitations. */
export const toMemberViews = (members: readonly TeamMemberRow[]): TeamMemberView[] =>
  [...members]
    .sort((a, b) => rank(a) - rank(b) || a.joinedAt.getTime() - b.joinedAt.getTime())
    .map((member) => ({
      userId: member.user.id,
      name: member.user.name,
      avatar: member.user.avatar ?? null,
      role: roleLabel(member.role),
      status: member.status,
    }));

export const toTeamDetail = (team: TeamRow, members: readonly TeamMemberRow[]): TeamDetailView => ({
  ...toGalaxiaTeam(team, members),
  description: team.description ?? null,
  region: team.region ?? null,
  members: toMemberViews(members),
});

/**
 * Loads a team and everyone on it. Roster changes pass `forUpdate` inside their transaction: the team
 * row lock serialises them, so two invitations cannot both take the tenth seat.
 */
export async function loadTeam(em: EntityManager, teamId: string, options: { forUpdate?: boolean } = {}) {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', messages.teams.notFound);
  const team = await em.findOne(
    Team,
    { id: teamId },
    options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!team) throw new AppError('NOT_FOUND', messages.teams.notFound);
  const members = await em.find(TeamMember, { team: team.id }, { populate: ['user'] });
  return { team, members };
}
