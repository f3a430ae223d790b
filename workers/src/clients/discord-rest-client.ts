import { setTimeout as sleep } from 'node:timers/promises';
import { discordBotFetch } from '@galaxia/core/server';

interface DiscordEmbed {
  title?: string;
  description?: string;
  url?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  timestamp?: string;
}

export interface DiscordMessage {
  content?: string;
  embeds?: DiscordEmbed[];
  /**
   * Up to 25 characters. Sent with `enforce_nonce`, so Discord answers a repeat of the same nonce
   * (within minutes) with the message it already created instead of posting it again.
   */
  nonce?: string;
}

/** Longer waits than this are handed back to the queue (a BullMQ retry) rather than slept through. */
const MAX_IN_PROCESS_WAIT_MS = 30_000;
const MAX_RATE_LIMITED_RETRIES = 3;
/** Discord's "Cannot send messages to this user": the person closed their DMs. */
export const CANNOT_DM_USER = 50007;

/**
 * A Discord REST call that failed. `retryable` ones (rate limits longer than we wait in process, 5xx,
 * network) deserve a later attempt; the others (missing access, unknown channel) will fail again.
 */
export class DiscordApiError extends Error {
  readonly status: number | null;
  readonly code: number | null;
  readonly retryable: boolean;

  constructor(message: string, options: { status: number | null; code?: number | null; retryable: boolean }) {
    super(message);
    this.name = 'DiscordApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.retryable = options.retryable;
  }
}

export interface DiscordRestClient {
  postMessage(channelId: string, message: DiscordMessage): Promise<{ id: string }>;
  /** Opens (or finds) the DM channel with a user and posts there. */
  sendDirectMessage(userId: string, message: DiscordMessage): Promise<{ id: string }>;
  /** Any other bot call (threads, pins, edits), under the same rate-limit handling. */
  request(method: HttpMethod, path: string, body?: unknown): Promise<unknown>;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const secondsHeader = (response: Response, name: string): number | null => {
  const value = Number.parseFloat(response.headers.get(name) ?? '');
  return Number.isFinite(value) ? value : null;
};

/**
 * Discord REST with the bot's token, within Discord's rate limits: a bucket whose
 * `X-RateLimit-Remaining` reached 0 waits `X-RateLimit-Reset-After` before its next request, and a 429
 * waits its `retry_after` and tries again. Messages never ping anyone (`allowed_mentions` empty).
 */
export function createDiscordRestClient(options: {
  baseUrl: string;
  botToken: string | undefined;
}): DiscordRestClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const bucketResetAt = new Map<string, number>();
  let globalResetAt = 0;

  const waitFor = async (resetAt: number) => {
    const wait = resetAt - Date.now();
    if (wait <= 0) return;
    if (wait > MAX_IN_PROCESS_WAIT_MS) {
      throw new DiscordApiError(`Discord rate limit for ${wait} ms`, { status: 429, retryable: true });
    }
    await sleep(wait);
  };

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    if (!options.botToken) {
      throw new DiscordApiError('DISCORD_BOT_TOKEN is not set', { status: null, retryable: false });
    }
    // Per-route buckets are keyed by their major parameter (the channel id is in the path).
    const bucket = `${method} ${path}`;
    for (let attempt = 0; ; attempt++) {
      await waitFor(Math.max(globalResetAt, bucketResetAt.get(bucket) ?? 0));
      let response: Response;
      try {
        response = await discordBotFetch(
          `${base}${path}`,
          { botToken: options.botToken, caller: 'Galaxia workers' },
          {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: body === undefined ? null : JSON.stringify(body),
          },
        );
      } catch (error) {
        throw new DiscordApiError(`Discord unreachable: ${String(error)}`, { status: null, retryable: true });
      }
      const remaining = secondsHeader(response, 'x-ratelimit-remaining');
      const resetAfter = secondsHeader(response, 'x-ratelimit-reset-after');
      if (remaining === 0 && resetAfter !== null) bucketResetAt.set(bucket, Date.now() + resetAfter * 1000);
      const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;

      if (response.status === 429) {
        const retryAfter =
          (typeof payload.retry_after === 'number' ? payload.retry_after : null) ??
          secondsHeader(response, 'retry-after') ??
          1;
        const resetAt = Date.now() + retryAfter * 1000;
        if (payload.global === true) globalResetAt = resetAt;
        else bucketResetAt.set(bucket, resetAt);
        if (attempt < MAX_RATE_LIMITED_RETRIES) continue;
        throw new DiscordApiError(`Discord kept rate limiting ${bucket}`, { status: 429, retryable: true });
      }
      if (!response.ok) {
        const code = typeof payload.code === 'number' ? payload.code : null;
        throw new DiscordApiError(
          `Discord answered ${response.status} to ${bucket}: ${String(payload.message)}`,
          {
            status: response.status,
            code,
            retryable: response.status >= 500,
          },
        );
      }
      return payload as T;
    }
  }

  const quiet = (message: DiscordMessage) => ({
    ...message,
    ...(message.nonce ? { enforce_nonce: true } : {}),
    allowed_mentions: { parse: [] },
  });

  return {
    async postMessage(channelId, message) {
      return request<{ id: string }>('POST', `/channels/${channelId}/messages`, quiet(message));
    },
    async sendDirectMessage(userId, message) {
      const channel = await request<{ id: string }>('POST', '/users/@me/channels', { recipient_id: userId });
      return request<{ id: string }>('POST', `/channels/${channel.id}/messages`, quiet(message));
    },
    request,
  };
}
