/**
 * What every bot call to Discord REST sends: the bot's token and the `DiscordBot (url, version)`
 * User-Agent Discord requires of bots, naming which Galaxia process calls.
 */
export const discordBotHeaders = (botToken: string, caller: string) => ({
  Authorization: `Bot ${botToken}`,
  'User-Agent': `DiscordBot (https://github.com/galaxia, 1.0) ${caller}`,
});
