import { setTimeout as sleep } from 'node:timers/promises';
import type { GuildRoleBits, PermissionOverwrite } from '../../domain/discord/bot-permissions.ts';
import { discordBotFetch } from './bot-fetch.ts';

export interface GuildChannel {
  id: string;
  name: string;
  /** 0 text, 2 voice, 4 category, 5 announcement, 15 forum… */
  type: number;
  position: number;
  parent_id?: string | null;
  permission_overwrites?: PermissionOverwrite[];
}

export interface GuildRole extends GuildRoleBits {
  name: string;
  color: number;
  managed?: boolean;
}

export interface GuildMember {
  user: { id: string; username: string; global_name?: string | null; avatar?: string | null };
  nick?: string | null;
  roles: string[];
}

/**
 * The guild-side Discord REST the setup screen, the role grants and the streamer search use. Every
 * method needs the bot in the server.
 */
export interface DiscordGuildPort {
  botUserId(): Promise<string>;
  channels(guildId: string): Promise<GuildChannel[]>;
  roles(guildId: string): Promise<GuildRole[]>;
  member(guildId: string, userId: string): Promise<GuildMember | null>;
  searchMembers(guildId: string, query: string, limit: number): Promise<GuildMember[]>;
  addRole(guildId: string, userId: string, roleId: string): Promise<void>;
  removeRole(guildId: string, userId: string, roleId: string): Promise<void>;
}

/**
 * A Discord REST failure. `retryAfterMs` is set for a 429 longer than we wait in process: a queue job
 * hands it back to be retried after it.
 */
export class DiscordRestError extends Error {
  readonly status: number | null;
  readonly code: number | null;
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    status: number | null,
    code: number | null,
    retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'DiscordRestError';
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

const MAX_IN_PROCESS_WAIT_MS = 10_000;
const MAX_RATE_LIMITED_RETRIES = 3;

/**
 * Discord REST with the bot token. A 429 waits what Discord says (`retry_after`, else `Retry-After`)
 * and tries again, a few times and never longer than a short wait; a 404 member reads as null.
 */
export function discordGuildRest(options: {
  baseUrl: string;
  botToken: string | undefined;
}): DiscordGuildPort {
  const base = options.baseUrl.replace(/\/$/, '');
  let botId: string | null = null;

  async function call<T>(method: 'GET' | 'PUT' | 'DELETE', path: string): Promise<T | null> {
    if (!options.botToken) throw new DiscordRestError('DISCORD_BOT_TOKEN is not set', null, null);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await discordBotFetch(
          `${base}${path}`,
          { botToken: options.botToken, caller: 'Galaxia' },
          { method, headers: { 'X-Audit-Log-Reason': 'Galaxia tournament roles' } },
        );
      } catch (error) {
        throw new DiscordRestError(`Discord unreachable: ${String(error)}`, null, null);
      }
      if (response.status === 204) return null;
      const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 429) {
        const seconds =
          (typeof payload.retry_after === 'number' ? payload.retry_after : null) ??
          Number.parseFloat(response.headers.get('retry-after') ?? '1');
        const waitMs = Math.ceil((Number.isFinite(seconds) ? seconds : 1) * 1000);
        if (attempt < MAX_RATE_LIMITED_RETRIES && waitMs <= MAX_IN_PROCESS_WAIT_MS) {
          await sleep(waitMs);
          continue;
        }
        throw new DiscordRestError(`Discord rate limited ${method} ${path}`, 429, null, waitMs);
      }
      if (!response.ok) {
        const code = typeof payload.code === 'number' ? payload.code : null;
        throw new DiscordRestError(
          `Discord answered ${response.status} to ${method} ${path}: ${String(payload.message)}`,
          response.status,
          code,
        );
      }
      return payload as T;
    }
  }

  return {
    async botUserId() {
      botId ??= ((await call<{ id: string }>('GET', '/users/@me')) ?? { id: '' }).id;
      return botId;
    },
    channels: async (guildId) => (await call<GuildChannel[]>('GET', `/guilds/${guildId}/channels`)) ?? [],
    roles: async (guildId) => (await call<GuildRole[]>('GET', `/guilds/${guildId}/roles`)) ?? [],
    async member(guildId, userId) {
      try {
        return await call<GuildMember>('GET', `/guilds/${guildId}/members/${userId}`);
      } catch (error) {
        if (error instanceof DiscordRestError && error.status === 404) return null;
        throw error;
      }
    },
    searchMembers: async (guildId, query, limit) =>
      (await call<GuildMember[]>(
        'GET',
        `/guilds/${guildId}/members/search?query=${encodeURIComponent(query)}&limit=${limit}`,
      )) ?? [],
    async addRole(guildId, userId, roleId) {
      await call('PUT', `/guilds/${guildId}/members/${userId}/roles/${roleId}`);
    },
    async removeRole(guildId, userId, roleId) {
      await call('DELETE', `/guilds/${guildId}/members/${userId}/roles/${roleId}`);
    },
  };
}
