import { guildSettingsChoiceSchema, snowflakeSchema } from '@galaxia/core';
import {
  type DiscordGuildPort,
  getGuildDiscordSettings,
  updateGuildDiscordSettings,
} from '@galaxia/core/server';
import { z } from 'zod';
import type { RouteTable } from './define-route.ts';

const guildParams = z.object({ guildId: snowflakeSchema });

/** A server's Discord settings (channels, roles, what the bot lacks), for the server's admins. */
export function discordSettingsRoutes(routes: RouteTable, deps: { discordGuild: DiscordGuildPort }) {
  routes.add({
    method: 'get',
    path: '/organiser/servers/:guildId/discord',
    access: 'user',
    input: { params: guildParams },
    run: (ctx, { params }) => getGuildDiscordSettings(ctx, deps.discordGuild, params.guildId),
  });

  routes.add({
    method: 'put',
    path: '/organiser/servers/:guildId/discord',
    access: 'user',
    input: { params: guildParams, body: guildSettingsChoiceSchema },
    run: (ctx, { params, body }) => updateGuildDiscordSettings(ctx, deps.discordGuild, params.guildId, body),
  });
}
