import {
  discordStreamerGrantSchema,
  guildSettingsChoiceSchema,
  memberSearchQuerySchema,
  snowflakeSchema,
} from '@galaxia/core';
import {
  type DiscordGuildPort,
  getGuildDiscordSettings,
  grantStreamerByDiscord,
  searchTournamentServerMembers,
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

  // Streamer management by Discord account (the tournament's server members).
  routes.add({
    method: 'get',
    path: '/organiser/tournaments/:id/member-search',
    access: 'user',
    input: { query: memberSearchQuerySchema },
    run: (ctx, { params, query }) =>
      searchTournamentServerMembers(ctx, deps.discordGuild, { tournamentId: params.id, query: query.q }),
  });

  routes.add({
    method: 'post',
    path: '/organiser/tournaments/:id/streamers/discord',
    access: 'user',
    input: { body: discordStreamerGrantSchema },
    run: (ctx, { params, body }) =>
      grantStreamerByDiscord(ctx, deps.discordGuild, { tournamentId: params.id, discordId: body.discordId }),
  });
}
