import { randomBytes } from 'node:crypto';
import { FAKE_BOT_USER, fakeDiscordGuild } from './fake-discord-guild.ts';
import type { PostedMessage } from './fake-discord-rest.ts';
import { fakeDiscordThreads } from './fake-discord-threads.ts';
import { sendJson, startHttpFake } from './http-fake.ts';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
}

export interface FakeDiscordGuild {
  id: string;
  name: string;
  icon: string | null;
  owner: boolean;
  permissions: string;
}

/**
 * Speaks the parts of Discord's OAuth2 and REST API that Galaxia uses. The authorize page approves at
 * once and redirects with a code for whichever user the test said signs in next.
 */
export async function startFakeDiscord() {
  let nextUser: { user: FakeDiscordUser; guilds: FakeDiscordGuild[] } | null = null;
  const codes = new Map<string, { user: FakeDiscordUser; guilds: FakeDiscordGuild[] }>();
  const tokens = new Map<string, { user: FakeDiscordUser; guilds: FakeDiscordGuild[] }>();
  const bearer = (authorization: string | undefined) =>
    tokens.get((authorization ?? '').replace(/^Bearer /, ''));

  // The bot's side of the same API (channels, roles, members), for apps pointed at this one fake.
  const guildSide = fakeDiscordGuild({
    refuseUnauthorised: (req, res) => {
      if (req.headers.authorization?.startsWith('Bot ')) return false;
      sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      return true;
    },
  });
  // What the workers and the bot post (channel messages, thread cards as edited since, DMs), in order.
  const messages: PostedMessage[] = [];
  const threads = fakeDiscordThreads({
    messages,
    refuseUnauthorised: (req, res) => {
      if (req.headers.authorization?.startsWith('Bot ')) return false;
      sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      return true;
    },
  });
  // A deferred command's answer: the bot edits its interaction's original reply through the webhook.
  const interactionReplies: { token: string; body: Record<string, unknown> }[] = [];
  const fake = await startHttpFake([
    ...threads.routes,
    [
      /^(PATCH \/api\/v10\/webhooks\/[^/]+\/[^/]+\/messages\/(@|%40)original|POST \/api\/v10\/webhooks\/[^/]+\/[^/]+)$/,
      (req, res) => {
        const token = req.path.split('/')[5] ?? '';
        const body = (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
        interactionReplies.push({ token, body });
        sendJson(res, 200, {
          id: randomBytes(8).readBigUInt64BE().toString(),
          channel_id: 'interaction',
          ...body,
        });
      },
    ],
    [
      /^POST \/api\/v10\/channels\/[^/]+\/messages$/,
      (req, res) => {
        if (!req.headers.authorization?.startsWith('Bot '))
          return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
        const channelId = req.path.split('/')[4] ?? '';
        if (threads.isDeleted(channelId))
          return sendJson(res, 404, { message: 'Unknown Channel', code: 10003 });
        const body = (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
        const repeated =
          body.enforce_nonce === true &&
          messages.find((message) => message.channelId === channelId && message.body.nonce === body.nonce);
        if (repeated) return sendJson(res, 200, { id: repeated.id, channel_id: channelId, ...repeated.body });
        const id = randomBytes(8).readBigUInt64BE().toString();
        messages.push({ id, channelId, body });
        sendJson(res, 200, { id, channel_id: channelId, ...body });
      },
    ],
    [
      /^POST \/api\/v10\/users\/@me\/channels$/,
      (req, res) => {
        const recipientId = String(
          (JSON.parse(req.body || '{}') as { recipient_id?: string }).recipient_id ?? '',
        );
        sendJson(res, 200, { id: `dm-${recipientId}`, type: 1, recipients: [{ id: recipientId }] });
      },
    ],
    [
      /^GET \/oauth2\/authorize$/,
      (req, res) => {
        if (!nextUser) return sendJson(res, 400, { error: 'no user set to sign in' });
        const code = randomBytes(12).toString('hex');
        codes.set(code, nextUser);
        const redirect = new URL(req.query.get('redirect_uri') ?? '');
        redirect.searchParams.set('code', code);
        redirect.searchParams.set('state', req.query.get('state') ?? '');
        res.writeHead(302, { Location: redirect.toString() }).end();
      },
    ],
    [
      /^POST \/api\/v10\/oauth2\/token$/,
      (req, res) => {
        const form = new URLSearchParams(req.body);
        const grant = codes.get(form.get('code') ?? '');
        if (!grant || form.get('grant_type') !== 'authorization_code') {
          return sendJson(res, 400, { error: 'invalid_grant' });
        }
        codes.delete(form.get('code') ?? '');
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant);
        sendJson(res, 200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 604800,
          scope: 'identify guilds',
        });
      },
    ],
    [
      /^GET \/api\/v10\/users\/@me$/,
      (req, res) => {
        if (req.headers.authorization?.startsWith('Bot ')) return sendJson(res, 200, FAKE_BOT_USER);
        const grant = bearer(req.headers.authorization);
        if (!grant) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
        sendJson(res, 200, grant.user);
      },
    ],
    [
      /^GET \/api\/v10\/users\/@me\/guilds$/,
      (req, res) => {
        const grant = bearer(req.headers.authorization);
        if (!grant) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
        sendJson(res, 200, grant.guilds);
      },
    ],
    ...guildSide.routes,
  ]);

  return {
    ...fake,
    authorizeUrl: `${fake.url}/oauth2/authorize`,
    apiUrl: `${fake.url}/api/v10`,
    guild: guildSide,
    /** Every message the bot side posted, as it now reads (thread cards with their edits applied). */
    messages,
    /** What the bot answered deferred commands with, by interaction token, in order. */
    interactionReplies,
    /** Threads the bot opened (match threads). */
    threads: threads.api.threads,
    signInNext(user: FakeDiscordUser, guilds: FakeDiscordGuild[]) {
      nextUser = { user, guilds };
    },
  };
}

export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>;
