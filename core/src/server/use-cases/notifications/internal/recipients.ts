import type { EntityManager } from '@mikro-orm/postgresql';
import { ServerMembership, TeamMember } from '../../../db/entities/index.ts';

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

type Setting = 'teamInvites' | 'eventReminders' | 'emailNotifications';

const settingColumn: Record<Setting, string> = {
  teamInvites: 'team_invites',
  eventReminders: 'event_reminders',
  emailNotifications: 'email_notifications',
};

/**
 * Whether the person whose id is in `userColumn` has the setting on (no saved settings: the default,
 * on), as an SQL expression: the one spelling of the rule, for queries that find people themselves.
 */
export const settingOnSql = (setting: Setting, userColumn: string): string =>
  `coalesce((select ${settingColumn[setting]} from user_settings where user_id = ${userColumn}), true)`;

/** Of these people, those who have not switched the setting off (no saved settings: the default, on). */
export async function withSettingOn(
  em: EntityManager,
  userIds: readonly string[],
  setting: Setting,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const off = await em.execute<{ id: string }[]>(
    `select id from users where id in (${userIds.map(() => '?').join(', ')}) and not ${settingOnSql(setting, 'users.id')}`,
    [...userIds],
  );
  const muted = new Set(off.map((row) => row.id));
  return userIds.filter((id) => !muted.has(id));
}
