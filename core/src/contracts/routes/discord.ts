import { z } from 'zod';
import { guildDiscordSettingsSchema, guildSettingsChoiceSchema, snowflakeSchema } from '../guild-settings.ts';
import { route } from './route-contract.ts';

const guildParams = z.object({ guildId: snowflakeSchema });

/**
 * A server's Discord settings: the channels and roles the bot posts to, and what it lacks there, for the
 * server's admins. A server-wide change, so a saved choice drops every public answer (no `cache` rule).
 */
export const discordRoutes = {
  settings: route({
    method: 'get',
    path: '/organiser/servers/:guildId/discord',
    access: 'user',
    summary: "The server's channels and roles as Discord lists them, the choice made, and what the bot lacks",
    params: guildParams,
    response: guildDiscordSettingsSchema,
  }),
  saveSettings: route({
    method: 'put',
    path: '/organiser/servers/:guildId/discord',
    access: 'user',
    summary: 'Chooses the channels and roles the bot uses in the server',
    params: guildParams,
    body: guildSettingsChoiceSchema,
    response: guildDiscordSettingsSchema,
  }),
};
