/**
 * What the bot may do in a Discord channel, computed the way Discord does: the @everyone role's
 * permissions and the member's roles, then the channel's overwrites (@everyone, the member's roles
 * together, the member), with Administrator granting everything.
 */

export const BOT_PERMISSIONS = {
  viewChannel: 1n << 10n,
  sendMessages: 1n << 11n,
  embedLinks: 1n << 14n,
  manageRoles: 1n << 28n,
  manageThreads: 1n << 34n,
  createPrivateThreads: 1n << 36n,
  sendMessagesInThreads: 1n << 38n,
} as const;
export type BotPermission = keyof typeof BOT_PERMISSIONS;

const ADMINISTRATOR = 1n << 3n;
const ALL = (1n << 64n) - 1n;

export interface GuildRoleBits {
  id: string;
  /** Discord's decimal string bitfield. */
  permissions: string;
  position: number;
}

export interface PermissionOverwrite {
  id: string;
  /** 0 a role, 1 a member. */
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface BotMemberFacts {
  userId: string;
  roleIds: readonly string[];
}

/** Which permissions each chosen place needs; the guild itself needs Manage Roles once a role is chosen. */
export const NEEDED_IN = {
  announcement: ['viewChannel', 'sendMessages', 'embedLinks'],
  matchThreads: [
    'viewChannel',
    'sendMessages',
    'createPrivateThreads',
    'sendMessagesInThreads',
    'manageThreads',
    'embedLinks',
  ],
  log: ['viewChannel', 'sendMessages', 'embedLinks'],
} as const satisfies Record<string, readonly BotPermission[]>;

const bits = (value: string): bigint => {
  try {
    return BigInt(value);
  } catch {
    return 0n;
  }
};

/** The member's server-wide permissions: @everyone (the role whose id is the guild's) plus its roles. */
export function guildPermissions(guildId: string, roles: readonly GuildRoleBits[], member: BotMemberFacts) {
  let total = 0n;
  for (const role of roles) {
    if (role.id === guildId || member.roleIds.includes(role.id)) total |= bits(role.permissions);
  }
  return (total & ADMINISTRATOR) !== 0n ? ALL : total;
}

/** The member's permissions in one channel, overwrites applied in Discord's order. */
export function channelPermissions(
  guildId: string,
  roles: readonly GuildRoleBits[],
  member: BotMemberFacts,
  overwrites: readonly PermissionOverwrite[],
): bigint {
  let total = guildPermissions(guildId, roles, member);
  if (total === ALL) return ALL;
  const everyone = overwrites.find((overwrite) => overwrite.type === 0 && overwrite.id === guildId);
  if (everyone) total = (total & ~bits(everyone.deny)) | bits(everyone.allow);
  let allow = 0n;
  let deny = 0n;
  for (const overwrite of overwrites) {
    if (overwrite.type === 0 && overwrite.id !== guildId && member.roleIds.includes(overwrite.id)) {
      allow |= bits(overwrite.allow);
      deny |= bits(overwrite.deny);
    }
  }
  total = (total & ~deny) | allow;
  const own = overwrites.find((overwrite) => overwrite.type === 1 && overwrite.id === member.userId);
  if (own) total = (total & ~bits(own.deny)) | bits(own.allow);
  return total;
}

/** The needed permissions the bitfield lacks, in the order asked. */
export const missingPermissions = (granted: bigint, needed: readonly BotPermission[]): BotPermission[] =>
  needed.filter((permission) => (granted & BOT_PERMISSIONS[permission]) === 0n);

/**
 * The bot can only grant roles below its own highest role (Discord's role hierarchy), even with
 * Manage Roles.
 */
export function canManageRole(
  roles: readonly GuildRoleBits[],
  member: BotMemberFacts,
  roleId: string,
): boolean {
  const target = roles.find((role) => role.id === roleId);
  if (!target) return false;
  const highest = Math.max(
    0,
    ...roles.filter((role) => member.roleIds.includes(role.id)).map((role) => role.position),
  );
  return highest > target.position;
}
