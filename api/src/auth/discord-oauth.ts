import type { DiscordGuildSummary } from '@galaxia/core';
import type { DiscordProfile } from '@galaxia/core/server';

export interface DiscordOAuthConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  apiUrl: string;
  redirectUri: string;
}

const DISCORD_SCOPES = 'identify guilds';

export function authorizeUrl(config: DiscordOAuthConfig, state: string): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    scope: DISCORD_SCOPES,
    state,
    redirect_uri: config.redirectUri,
    prompt: 'none',
  }).toString();
  return url.toString();
}

/** Discord refused the request (the token was revoked or expired), as opposed to being unreachable. */
export class DiscordRefusal extends Error {}

async function discordJson<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (response.status === 401 || response.status === 403) {
    throw new DiscordRefusal(`Discord answered ${response.status} for ${new URL(url).pathname}`);
  }
  if (!response.ok) throw new Error(`Discord answered ${response.status} for ${new URL(url).pathname}`);
  return (await response.json()) as T;
}

/** Exchanges the authorization code and reads who signed in and which servers they are in. */
export async function fetchDiscordIdentity(
  config: DiscordOAuthConfig,
  code: string,
): Promise<{ profile: DiscordProfile; guilds: DiscordGuildSummary[]; accessToken: string }> {
  const token = await discordJson<{ access_token: string; token_type: string }>(
    `${config.apiUrl}/oauth2/token`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri,
      }),
    },
  );
  const headers = { Authorization: `${token.token_type} ${token.access_token}` };
  const [user, guilds] = await Promise.all([
    discordJson<{ id: string; username: string; global_name: string | null; avatar: string | null }>(
      `${config.apiUrl}/users/@me`,
      { headers },
    ),
    fetchDiscordGuilds(config, token.access_token, token.token_type),
  ]);
  return {
    profile: { id: user.id, username: user.username, globalName: user.global_name, avatar: user.avatar },
    guilds,
    accessToken: token.access_token,
  };
}

/** The person's servers with their permissions, read with their own OAuth token (scope `guilds`). */
export async function fetchDiscordGuilds(
  config: Pick<DiscordOAuthConfig, 'apiUrl'>,
  accessToken: string,
  tokenType = 'Bearer',
): Promise<DiscordGuildSummary[]> {
  const guilds = await discordJson<DiscordGuildSummary[]>(`${config.apiUrl}/users/@me/guilds`, {
    headers: { Authorization: `${tokenType} ${accessToken}` },
  });
  return guilds.map((guild) => ({
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    owner: guild.owner,
    permissions: String(guild.permissions),
  }));
}
