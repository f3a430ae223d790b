import { loadEnv } from '@galaxia/core/server';
import { Routes } from 'discord.js';
import { commandDefinitions } from './commands/definitions.ts';
import { discordRest } from './transports/discord-rest.ts';

/**
 * Registers the slash commands with Discord by bulk overwrite: `--guild <id>` for one server
 * (instant, for testing), otherwise globally.
 */
const env = loadEnv();
if (!env.DISCORD_BOT_TOKEN || !env.DISCORD_CLIENT_ID) {
  console.error('Set DISCORD_BOT_TOKEN and DISCORD_CLIENT_ID to register commands.');
  process.exit(1);
}
const guildFlag = process.argv.indexOf('--guild');
const guildId = guildFlag > -1 ? process.argv[guildFlag + 1] : undefined;
const rest = discordRest(env.DISCORD_API_URL, env.DISCORD_BOT_TOKEN);
const route = guildId
  ? Routes.applicationGuildCommands(env.DISCORD_CLIENT_ID, guildId)
  : Routes.applicationCommands(env.DISCORD_CLIENT_ID);
const registered = (await rest.put(route, { body: commandDefinitions() })) as unknown[];
console.info(`Registered ${registered.length} commands ${guildId ? `in guild ${guildId}` : 'globally'}.`);
