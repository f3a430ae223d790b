const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One bot call to Discord REST: the bot's token, the `DiscordBot (url, version)` User-Agent Discord
 * requires of bots (naming the Galaxia process that calls), and a time limit. Rate limits and errors
 * stay with the caller, which knows how its work is retried.
 */
export function discordBotFetch(
  url: string,
  auth: { botToken: string; caller: string },
  init: { method: string; headers?: Record<string, string>; body?: string | null },
): Promise<Response> {
  return fetch(url, {
    ...init,
    headers: {
      Authorization: `Bot ${auth.botToken}`,
      'User-Agent': `DiscordBot (https://github.com/galaxia, 1.0) ${auth.caller}`,
      ...init.headers,
    },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}
