import { REST } from 'discord.js';

/**
 * A REST client on the configured Discord API (`DISCORD_API_URL` names the versioned base; discord.js
 * adds the version itself), so the bot can be pointed at testkit's fake Discord.
 */
export const discordRestBase = (apiUrl: string) => apiUrl.replace(/\/v\d+$/, '');

export const discordRest = (apiUrl: string, token: string) =>
  new REST({ api: discordRestBase(apiUrl) }).setToken(token);
