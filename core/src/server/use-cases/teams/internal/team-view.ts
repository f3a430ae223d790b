import {
  AppError,
  activePlayerCount,
  type GalaxiaTeam,
  type GameId,
  isActiveCaptain,
  messages,
  type RosterEntry,
  requireCaptain,
  roleLabel,
  type TeamDetail,
  type TeamMemberView,
} from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { Team, TeamMember } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { fileUrlOrNull } from '../../game-accounts/internal/file-url.ts';
import { visibleProfiles } from '../../public/profile-visibility.ts';

export type TeamRow = InstanceType<typeof Team.class>;
export type TeamMemberRow = InstanceType<typeof TeamMember.class>;

export const rosterOf = (members: readonly TeamMemberRow[]): RosterEntry[] =>
  members.map((member) => ({ userId: member.user.id, role: member.role, status: member.status }));

export const toGalaxiaTeam = (team: TeamRow, members: readonly TeamMemberRow[]): GalaxiaTeam => ({
  id: team.id,
  name: team.name,
  gameId: team.gameId as GameId,
  logo: fileUrlOrNull(team.logo),
  playerCount: activePlayerCount(members),
});

const rank = (member: TeamMemberRow) => (isActiveCaptain(member) ? 0 : member.status === 'active' ? 1 : 2);

/** Captain first, then players by when they joined, then open invitations. */
const inRosterOrder = (members: readonly TeamMemberRow[]) =>
  [...members].sort((a, b) => rank(a) - rank(b) || a.joinedAt.getTime() - b.joinedAt.getTime());

/** The user ids of the team's players (invitations left out), in roster order: what an entry's roster holds. */
export const playingUserIds = (members: readonly TeamMemberRow[]): string[] =>
  inRosterOrder(members)
    .filter((member) => member.status === 'active')
    .map((member) => member.user.id);

/**
 * The team's people as `viewer` sees them: open invitations only to the team's own players (an invitee
 * sees their own), and each picture only where that person's privacy setting lets the viewer see it.
 */
export async function memberViewsFor(
  em: EntityManager,
  viewer: Actor | null,
  members: readonly TeamMemberRow[],
): Promise<TeamMemberView[]> {
  const onTeam = members.some((member) => member.user.id === viewer?.userId && member.status === 'active');
  const shown = inRosterOrder(members).filter(
    (member) => onTeam || member.status === 'active' || member.user.id === viewer?.userId,
  );
  const pictures = await visibleProfiles(
    em,
    shown.map((member) => member.user.id),
    viewer,
  );
  return shown.map((member) => ({
    userId: member.user.id,
    name: member.user.name,
    avatar: pictures.has(member.user.id) ? (member.user.avatar ?? null) : null,
    role: roleLabel(member.role),
    status: member.status,
  }));
}

export const teamDetailFor = async (
  em: EntityManager,
  viewer: Actor | null,
  team: TeamRow,
  members: readonly TeamMemberRow[],
): Promise<TeamDetail> => ({
  ...toGalaxiaTeam(team, members),
  description: team.description ?? null,
  region: team.region ?? null,
  founded: team.founded ?? null,
  members: await memberViewsFor(em, viewer, members),
});

/**
 * Loads a team and everyone on it. Roster changes pass `forUpdate` inside their transaction: the team
 * row lock serialises them, so two invitations cannot both take the tenth seat.
 */
export async function loadTeam(em: EntityManager, teamId: string, options: { forUpdate?: boolean } = {}) {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', 'TEAMS_NOT_FOUND', messages.teams.notFound);
  const team = await em.findOne(
    Team,
    { id: teamId },
    options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!team) throw new AppError('NOT_FOUND', 'TEAMS_NOT_FOUND', messages.teams.notFound);
  const members = await em.find(TeamMember, { team: team.id }, { populate: ['user'] });
  return { team, members };
}

/** A captain's change to their team: the team locked for the transaction, refused to anyone but its captain. */
export async function lockTeamForCaptain(em: EntityManager, actor: Actor, teamId: string) {
  const { team, members } = await loadTeam(em, teamId, { forUpdate: true });
  const roster = rosterOf(members);
  requireCaptain(roster, actor.userId);
  return { team, members, roster };
}
