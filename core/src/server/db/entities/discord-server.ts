import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn } from './columns.ts';

/** A Discord guild that owns tournaments. Its id is Discord's snowflake, so the bot and the web agree. */
export const DiscordServer = defineEntity({
  name: 'DiscordServer',
  tableName: 'discord_servers',
  properties: {
    id: p.string().length(32).primary(),
    name: p.string().length(100),
    icon: p.string().length(200).nullable(),
    /** Where the bot posts announcements and match updates; null until an organiser picks one. */
    notificationChannelId: p.string().length(32).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
