/** Discord permission bits that make someone an organiser of a server. */
export const ADMINISTRATOR = 1n << 3n;
export const MANAGE_GUILD = 1n << 5n;

export interface DiscordGuildSummary {
  id: string;
  name: string;
  icon: string | null;
  owner: boolean;
  /** Discord sends the permission bitfield as a decimal string: it outgrows 32 bits, so BigInt it is. */
  permissions: string;
}

export function isGuildAdmin(guild: Pick<DiscordGuildSummary, 'owner' | 'permissions'>): boolean {
  if (guild.owner) return true;
  let bits: bigint;
  try {
    bits = BigInt(guild.permissions);
  } catch {
    return false;
  }
  return (bits & ADMINISTRATOR) !== 0n || (bits & MANAGE_GUILD) !== 0n;
}

export const administeredGuilds = <T extends DiscordGuildSummary>(guilds: readonly T[]): T[] =>
  guilds.filter((guild) => isGuildAdmin(guild));
