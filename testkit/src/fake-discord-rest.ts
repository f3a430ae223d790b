import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { fakeDiscordGuild } from './fake-discord-guild.ts';
import { fakeDiscordThreads } from './fake-discord-threads.ts';
import { type RecordedRequest, sendJson, startHttpFake } from './http-fake.ts';

export interface PostedMessage {
  id: string;
  channelId: string;
  body: Record<string, unknown>;
}

/** A response to an interaction sent through Discord's callback endpoint (the gateway transport's way). */
export interface InteractionCallback {
  interactionId: string;
  token: string;
  /** 4 message, 5 deferred message, 6 deferred update, 9 modal… */
  type: number;
  data: Record<string, unknown>;
}

export interface WebhookCall {
  applicationId: string;
  token: string;
  method: 'PATCH' | 'POST' | 'DELETE';
  body: Record<string, unknown> | null;
}

const BUCKET_LIMIT = 5;
const snowflake = () => randomBytes(8).readBigUInt64BE().toString();

/**
 * Speaks the bot-side REST paths Galaxia uses (channel messages, DM channels, interaction webhooks,
 * guild lookup, command registration) and records what it receives. `rateLimitNext` makes the next
 * message posts answer 429 the way Discord does.
 */
export async function startFakeDiscordRest(
  options: { botToken?: string; guilds?: Record<string, string> } = {},
) {
  const messages: PostedMessage[] = [];
  const dmChannels: { recipientId: string; channelId: string }[] = [];
  const webhookCalls: WebhookCall[] = [];
  const commandRegistrations: { path: string; body: unknown[] }[] = [];
  const callbacks: InteractionCallback[] = [];
  const callbackWaiters = new Map<string, ((callback: InteractionCallback) => void)[]>();
  let gateway: { url: string; shards: number } | null = null;
  const guilds = { ...options.guilds };
  let limited: { remaining: number; retryAfter: number } = { remaining: 0, retryAfter: 0 };
  let nextRemaining = BUCKET_LIMIT;

  const refuseUnauthorised = (req: RecordedRequest, res: ServerResponse): boolean => {
    if (!options.botToken || req.headers.authorization === `Bot ${options.botToken}`) return false;
    sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
    return true;
  };
  const json = (req: RecordedRequest) =>
    req.body ? (JSON.parse(req.body) as Record<string, unknown>) : null;
  const webhookWaiters = new Map<string, ((call: WebhookCall) => void)[]>();
  const webhook = (req: RecordedRequest, method: WebhookCall['method']) => {
    const [, applicationId = '', token = ''] = /\/webhooks\/([^/]+)\/([^/]+)/.exec(req.path) ?? [];
    const call = { applicationId, token, method, body: json(req) };
    webhookCalls.push(call);
    if (method === 'DELETE') return;
    for (const resolve of webhookWaiters.get(token) ?? []) resolve(call);
    webhookWaiters.delete(token);
  };
  const guildSide = fakeDiscordGuild({ refuseUnauthorised });
  const messageObject = (channelId: string, body: Record<string, unknown> | null) => ({
    id: snowflake(),
    channel_id: channelId,
    ...body,
  });

  const threads = fakeDiscordThreads({ messages, refuseUnauthorised });
  const fake = await startHttpFake([
    ...threads.routes,
    [
      /^POST \/api\/v10\/channels\/[^/]+\/messages$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const channelId = req.path.split('/')[4] ?? '';
        if (threads.isDeleted(channelId))
          return sendJson(res, 404, { message: 'Unknown Channel', code: 10003 });
        if (limited.remaining > 0) {
          limited.remaining -= 1;
          res.writeHead(429, {
            'Content-Type': 'application/json',
            'Retry-After': String(Math.ceil(limited.retryAfter)),
            'X-RateLimit-Limit': String(BUCKET_LIMIT),
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset-After': String(limited.retryAfter),
            'X-RateLimit-Scope': 'user',
          });
          res.end(
            JSON.stringify({
              message: 'You are being rate limited.',
              retry_after: limited.retryAfter,
              global: false,
            }),
          );
          return;
        }
        const body = json(req) ?? {};
        const repeated =
          body.enforce_nonce === true &&
          messages.find((message) => message.channelId === channelId && message.body.nonce === body.nonce);
        if (repeated) return sendJson(res, 200, { id: repeated.id, channel_id: channelId, ...repeated.body });
        const id = snowflake();
        messages.push({ id, channelId, body });
        nextRemaining = nextRemaining > 0 ? nextRemaining - 1 : BUCKET_LIMIT - 1;
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'X-RateLimit-Limit': String(BUCKET_LIMIT),
          'X-RateLimit-Remaining': String(nextRemaining),
          'X-RateLimit-Reset-After': '0.05',
        });
        res.end(JSON.stringify({ id, channel_id: channelId, ...body }));
      },
    ],
    [
      /^POST \/api\/v10\/users\/@me\/channels$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const recipientId = String(json(req)?.recipient_id ?? '');
        const channelId = `dm-${recipientId}`;
        dmChannels.push({ recipientId, channelId });
        sendJson(res, 200, { id: channelId, type: 1, recipients: [{ id: recipientId }] });
      },
    ],
    [
      /^GET \/api\/v10\/guilds\/[^/]+$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const id = req.path.split('/')[4] ?? '';
        const name = guilds[id];
        if (!name) return sendJson(res, 404, { message: 'Unknown Guild', code: 10004 });
        sendJson(res, 200, { id, name, icon: null });
      },
    ],
    [
      /^PATCH \/api\/v10\/webhooks\/[^/]+\/[^/]+\/messages\/(@|%40)original$/,
      (req, res) => {
        webhook(req, 'PATCH');
        sendJson(res, 200, messageObject('interaction', json(req)));
      },
    ],
    [
      /^DELETE \/api\/v10\/webhooks\/[^/]+\/[^/]+\/messages\/(@|%40)original$/,
      (req, res) => {
        webhook(req, 'DELETE');
        res.writeHead(204).end();
      },
    ],
    [
      /^POST \/api\/v10\/webhooks\/[^/]+\/[^/]+$/,
      (req, res) => {
        webhook(req, 'POST');
        sendJson(res, 200, messageObject('interaction', json(req)));
      },
    ],
    [
      /^POST \/api\/v10\/interactions\/[^/]+\/[^/]+\/callback$/,
      (req, res) => {
        const [, , , , interactionId = '', token = ''] = req.path.split('/');
        const body = json(req) ?? {};
        const callback: InteractionCallback = {
          interactionId,
          token,
          type: Number(body.type),
          data: (body.data as Record<string, unknown> | undefined) ?? {},
        };
        callbacks.push(callback);
        for (const resolve of callbackWaiters.get(token) ?? []) resolve(callback);
        callbackWaiters.delete(token);
        if (req.query.get('with_response') !== 'true') return void res.writeHead(204).end();
        sendJson(res, 200, { interaction: { id: interactionId, type: body.type } });
      },
    ],
    [
      /^GET \/api\/v10\/gateway\/bot$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        if (!gateway) return sendJson(res, 404, { message: 'no gateway served by this fake', code: 0 });
        sendJson(res, 200, {
          url: gateway.url,
          shards: gateway.shards,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
        });
      },
    ],
    [
      /^PUT \/api\/v10\/applications\/[^/]+(\/guilds\/[^/]+)?\/commands$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const body = (JSON.parse(req.body || '[]') as Record<string, unknown>[]).map((command) => ({
          id: snowflake(),
          ...command,
        }));
        commandRegistrations.push({ path: req.path, body });
        sendJson(res, 200, body);
      },
    ],
    ...guildSide.routes,
  ]);

  return {
    ...fake,
    ...threads.api,
    apiUrl: `${fake.url}/api/v10`,
    messages,
    dmChannels,
    webhookCalls,
    commandRegistrations,
    callbacks,
    /** Answers `GET /gateway/bot` with this gateway and recommended shard count. */
    serveGateway(url: string, shards: number) {
      gateway = { url, shards };
    },
    /** The first response (callback) to the interaction with this token. */
    callbackTo(token: string): Promise<InteractionCallback> {
      const done = callbacks.find((callback) => callback.token === token);
      if (done) return Promise.resolve(done);
      return new Promise((resolve) =>
        callbackWaiters.set(token, [...(callbackWaiters.get(token) ?? []), resolve]),
      );
    },
    /** Channels, roles, members and their roles of shaped servers (see `fake-discord-guild.ts`). */
    guild: guildSide,
    addGuild(id: string, name: string) {
      guilds[id] = name;
    },
    /** The next `count` message posts get 429 with `retry_after` seconds, as Discord's per-route limit does. */
    rateLimitNext(count: number, retryAfterSeconds: number) {
      limited = { remaining: count, retryAfter: retryAfterSeconds };
    },
    /** The answer (an edit of the deferred response, or a follow-up) to the interaction with this token. */
    answerTo(token: string): Promise<WebhookCall> {
      const done = webhookCalls.find((call) => call.token === token && call.method !== 'DELETE');
      if (done) return Promise.resolve(done);
      return new Promise((resolve) =>
        webhookWaiters.set(token, [...(webhookWaiters.get(token) ?? []), resolve]),
      );
    },
    /** Messages that reached a DM channel opened for this Discord user. */
    dmsTo(discordUserId: string) {
      return messages.filter((message) => message.channelId === `dm-${discordUserId}`);
    },
  };
}

export type FakeDiscordRest = Awaited<ReturnType<typeof startFakeDiscordRest>>;
