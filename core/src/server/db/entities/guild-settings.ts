import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';

/**
 * What an organiser set up for the bot in one Discord server: where it posts, where match threads
 * open, and which roles it grants. Channel and role ids are Discord snowflakes; null until picked.
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
    updatedAt: p
      .datetime()
      .onCreate(() => now())
      .onUpdate(() => now()),
  },
});
