import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn } from './columns.ts';

/**
 * Where the bot works in one Discord server, chosen by its organisers: the channel for announcements and
 * match updates, the parent channel of the private match threads, the optional audit log channel, and
 * the roles granted to rostered players and captains. Every id is a Discord snowflake; null until chosen.
 */
export const GuildSettings = defineEntity({
  name: 'GuildSettings',
  tableName: 'guild_settings',
  properties: {
    guildId: p.string().length(32).primary(),
    announcementChannelId: p.string().length(32).nullable(),
    matchThreadsChannelId: p.string().length(32).nullable(),
    logChannelId: p.string().length(32).nullable(),
    participantRoleId: p.string().length(32).nullable(),
    captainRoleId: p.string().length(32).nullable(),
    updatedAt: updatedAtColumn(),
  },
});
