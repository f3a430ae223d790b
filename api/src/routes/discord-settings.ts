import { routeContracts } from '@galaxia/core';
import {
  type DiscordGuildPort,
  getGuildDiscordSettings,
  grantStreamerByDiscord,
  searchTournamentServerMembers,
  updateGuildDiscordSettings,
} from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/** A server's Discord settings (channels, roles, what the bot lacks), for the server's admins. */
export function discordSettingsRoutes(routes: RouteTable, deps: { discordGuild: DiscordGuildPort }) {
  const discord = routeContracts.discord;
  routes.serve({
    contract: discord.settings,
    run: (ctx, { params }) => getGuildDiscordSettings(ctx, deps.discordGuild, params.guildId),
  });
  routes.serve({
    contract: discord.saveSettings,
    run: (ctx, { params, body }) => updateGuildDiscordSettings(ctx, deps.discordGuild, params.guildId, body),
  });

  // Streamer management by Discord account (the tournament's server members).
  const streamers = routeContracts.console;
  routes.serve({
    contract: streamers.memberSearch,
    run: (ctx, { params, query }) =>
      searchTournamentServerMembers(ctx, deps.discordGuild, { tournamentId: params.id, query: query.q }),
  });
  routes.serve({
    contract: streamers.grantStreamerByDiscord,
    run: (ctx, { params, body }) =>
      grantStreamerByDiscord(ctx, deps.discordGuild, { tournamentId: params.id, discordId: body.discordId }),
  });
}
