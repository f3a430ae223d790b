import type { EntityManager } from '@mikro-orm/postgresql';
import { ServerMembership, TeamMember, UserSettings } from '../../../db/entities/index.ts';

/** Everyone who plays for the teams (invitations not yet accepted are not told about the team's events). */
export async function teamMemberIds(em: EntityManager, teamIds: readonly string[]): Promise<string[]> {
  if (teamIds.length === 0) return [];
  const members = await em.find(TeamMember, { team: { $in: [...teamIds] }, status: 'active' });
  return [...new Set(members.map((member) => member.user.id))];
}

/** The administrators of a Discord server: the tournament's organisers. */
export async function serverAdminIds(em: EntityManager, serverId: string): Promise<string[]> {
  const admins = await em.find(ServerMembership, { server: serverId, isAdmin: true });
  return admins.map((membership) => membership.user.id);
}

/** Of these people, those who have not switched the setting off (no saved settings: the default, on). */
export async function withSettingOn(
  em: EntityManager,
  userIds: readonly string[],
  setting: 'teamInvites' | 'eventReminders' | 'emailNotifications',
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const off = await em.find(UserSettings, { user: { $in: [...userIds] }, [setting]: false });
  const muted = new Set(off.map((settings) => settings.user.id));
  return userIds.filter((id) => !muted.has(id));
}
