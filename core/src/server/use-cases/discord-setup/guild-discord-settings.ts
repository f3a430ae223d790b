import {
  AppError,
  type BotMemberFacts,
  type BotPermission,
  canManageRole,
  channelPermissions,
  type GuildDiscordSettings,
  type GuildPlace,
  type GuildSettingsChoice,
  guildPermissions,
  messages,
  missingPermissions,
  NEEDED_IN,
  type Refusal,
  refusal,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { DiscordServer, GuildSettings } from '../../db/entities/index.ts';
import {
  type DiscordGuildPort,
  DiscordRestError,
  type GuildChannel,
  type GuildRole,
} from '../../discord/guild-rest.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';

const text = messages.discordSetup;
/** Text (0) and announcement (5) channels take the bot's posts and host threads. */
const POSTABLE_CHANNEL_TYPES = new Set([0, 5]);
const CATEGORY = 4;

const EMPTY_CHOICE: GuildSettingsChoice = {
  announcementChannelId: null,
  matchThreadsChannelId: null,
  logChannelId: null,
  participantRoleId: null,
  captainRoleId: null,
};

interface GuildFacts {
  channels: GuildChannel[];
  roles: GuildRole[];
  bot: BotMemberFacts;
}

/** Discord's view of the server, or null when the bot is not in it. */
async function readGuild(discord: DiscordGuildPort, guildId: string): Promise<GuildFacts | null> {
  try {
    const botId = await discord.botUserId();
    const member = await discord.member(guildId, botId);
    if (!member) return null;
    const [channels, roles] = await Promise.all([discord.channels(guildId), discord.roles(guildId)]);
    return { channels, roles, bot: { userId: botId, roleIds: member.roles } };
  } catch (error) {
    if (error instanceof DiscordRestError && (error.status === 403 || error.status === 404)) return null;
    if (error instanceof DiscordRestError && error.status === null && /BOT_TOKEN/.test(error.message)) {
      return null;
    }
    throw new AppError('UNAVAILABLE', 'DISCORD_SETUP_DISCORD_UNAVAILABLE', text.discordUnavailable);
  }
}

const assignableRoles = (guildId: string, roles: GuildRole[]) =>
  roles.filter((role) => role.id !== guildId && !role.managed).sort((a, b) => b.position - a.position);

const postableChannels = (channels: GuildChannel[]) =>
  channels
    .filter((channel) => POSTABLE_CHANNEL_TYPES.has(channel.type))
    .sort((a, b) => a.position - b.position);

/** What the bot lacks for the chosen places, each line naming the place and Discord's permission names. */
export function missingForChoice(guildId: string, guild: GuildFacts, choice: GuildSettingsChoice) {
  const names = (permissions: BotPermission[]) => permissions.map((p) => text.permissionNames[p]);
  const lines: GuildDiscordSettings['missing'] = [];
  const channelPlaces: [Exclude<GuildPlace, 'roles'>, string | null][] = [
    ['announcement', choice.announcementChannelId],
    ['matchThreads', choice.matchThreadsChannelId],
    ['log', choice.logChannelId],
  ];
  for (const [place, channelId] of channelPlaces) {
    const channel = guild.channels.find((candidate) => candidate.id === channelId);
    if (!channel) continue;
    // A channel in a category inherits the category's overwrites only when it has none of its own.
    const overwrites = channel.permission_overwrites ?? [];
    const granted = channelPermissions(guildId, guild.roles, guild.bot, overwrites);
    const missing = missingPermissions(granted, NEEDED_IN[place]);
    if (missing.length) lines.push({ place, target: `#${channel.name}`, permissions: names(missing) });
  }
  const chosenRoles = [choice.participantRoleId, choice.captainRoleId].filter((id): id is string => !!id);
  if (chosenRoles.length) {
    const missing = missingPermissions(guildPermissions(guildId, guild.roles, guild.bot), ['manageRoles']);
    for (const roleId of chosenRoles) {
      const role = guild.roles.find((candidate) => candidate.id === roleId);
      if (!role) continue;
      const hierarchy = canManageRole(guild.roles, guild.bot, roleId) ? [] : [text.roleAboveBot(role.name)];
      if (missing.length || hierarchy.length) {
        lines.push({
          place: 'roles',
          target: `@${role.name}`,
          permissions: [...names(missing), ...hierarchy],
        });
      }
    }
  }
  return lines;
}

const choiceOf = (row: { [K in keyof GuildSettingsChoice]?: string | null } | null): GuildSettingsChoice =>
  row
    ? {
        announcementChannelId: row.announcementChannelId ?? null,
        matchThreadsChannelId: row.matchThreadsChannelId ?? null,
        logChannelId: row.logChannelId ?? null,
        participantRoleId: row.participantRoleId ?? null,
        captainRoleId: row.captainRoleId ?? null,
      }
    : EMPTY_CHOICE;

async function viewOf(
  em: EntityManager,
  discord: DiscordGuildPort,
  guildId: string,
): Promise<GuildDiscordSettings> {
  const server = await em.findOne(DiscordServer, { id: guildId });
  const row = await em.findOne(GuildSettings, { guildId });
  const settings = choiceOf(row);
  const guild = await readGuild(discord, guildId);
  const categories = new Map(
    (guild?.channels ?? []).filter((c) => c.type === CATEGORY).map((c) => [c.id, c.name]),
  );
  return {
    guildId,
    guildName: server?.name ?? guildId,
    botPresent: guild !== null,
    channels: postableChannels(guild?.channels ?? []).map((channel) => ({
      id: channel.id,
      name: channel.name,
      category: (channel.parent_id && categories.get(channel.parent_id)) || null,
    })),
    roles: assignableRoles(guildId, guild?.roles ?? []).map((role) => ({
      id: role.id,
      name: role.name,
      colour: role.color,
    })),
    settings,
    missing: guild ? missingForChoice(guildId, guild, settings) : [],
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}

/** The Discord settings screen of one server, for its admins. */
export async function getGuildDiscordSettings(
  ctx: UseCaseContext,
  discord: DiscordGuildPort,
  guildId: string,
): Promise<GuildDiscordSettings> {
  await requireServerAdmin(ctx.em, ctx.actor, guildId);
  return viewOf(ctx.em, discord, guildId);
}

/**
 * Stores the choice after checking each id against the server's real channels and roles (a channel
 * of another server, a category, @everyone or a bot's own role are refused), then answers with what
 * the bot still lacks there.
 */
export async function updateGuildDiscordSettings(
  ctx: UseCaseContext,
  discord: DiscordGuildPort,
  guildId: string,
  choice: GuildSettingsChoice,
): Promise<GuildDiscordSettings> {
  const { em } = ctx;
  await requireServerAdmin(em, ctx.actor, guildId);
  const guild = await readGuild(discord, guildId);
  if (!guild) throw new AppError('CONFLICT', 'DISCORD_SETUP_BOT_ABSENT', text.botAbsent);
  const channelIds = new Set(postableChannels(guild.channels).map((channel) => channel.id));
  const roleIds = new Set(assignableRoles(guildId, guild.roles).map((role) => role.id));
  const fields: Record<string, string[]> = {};
  const refusals: Refusal[] = [];
  const refuse = (key: string, refused: Refusal) => {
    fields[key] = [refused.message];
    refusals.push(refused);
  };
  for (const key of ['announcementChannelId', 'matchThreadsChannelId', 'logChannelId'] as const) {
    const id = choice[key];
    if (id !== null && !channelIds.has(id))
      refuse(key, refusal('DISCORD_SETUP_CHANNEL_UNKNOWN', text.channelUnknown));
  }
  for (const key of ['participantRoleId', 'captainRoleId'] as const) {
    const id = choice[key];
    if (id !== null && !roleIds.has(id)) refuse(key, refusal('DISCORD_SETUP_ROLE_UNKNOWN', text.roleUnknown));
  }
  const [first] = refusals;
  if (first) throw new AppError('BAD_REQUEST', first.code, first.message, fields);
  await em.upsert(GuildSettings, { guildId, ...choice });
  return viewOf(em.fork(), discord, guildId);
}

/** The chosen places of a server (all null before an organiser picked any): read by workers and the bot. */
export async function guildSettingsOf(em: EntityManager, guildId: string): Promise<GuildSettingsChoice> {
  return choiceOf(await em.findOne(GuildSettings, { guildId }));
}
