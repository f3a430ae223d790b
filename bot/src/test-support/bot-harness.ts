import { discordGuildRest, JobQueues, openOrm, openRedis, queuePorts } from '@galaxia/core/server';
import { type FakeDiscordRest, startFakeDiscordRest } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { expect, inject, vi } from 'vitest';
import type { BotServices } from '../bot-services.ts';
import { commandHandlers } from '../commands/index.ts';
import { discordRest } from '../transports/discord-rest.ts';
import { startHttpTransport } from '../transports/http-transport.ts';
import { guild } from './bot-fixtures.ts';
import { applicationKeys, type SignedResponse, sendSigned } from './signed-interactions.ts';

export const PUBLIC_URL = 'https://galaxia.test';
// Not starting with "bot": discord.js strips a leading "Bot" from a token before it logs in.
export const BOT_TOKEN = 'galaxia-test-token';
const EPHEMERAL = 64;

interface CommandAnswer {
  /** The HTTP response to Discord: the reply itself (type 4) or the deferral (type 5). */
  initial: SignedResponse;
  /** What the person finally sees. */
  content: string;
  embeds: Record<string, unknown>[];
  ephemeral: boolean;
}

/**
 * The bot's HTTP transport in-process, on the package's test database and Redis, with Discord's REST
 * faked: follow-ups (webhook edits) land in `discord.webhookCalls`.
 */
async function startBotHarness(options: { guilds?: Record<string, string> } = {}) {
  const { orm, queues, redis, discord, services, closeServices } = await openTestServices(options);
  const keys = applicationKeys();
  const transport = await startHttpTransport({
    port: 0,
    publicKey: keys.publicKeyHex,
    handlers: commandHandlers,
    services,
    rest: discordRest(discord.apiUrl, BOT_TOKEN),
  });
  const send = (payload: unknown, sendOptions?: { tamper?: boolean; timestamp?: number }) =>
    sendSigned(transport.url, keys.privateKey, payload, sendOptions);

  return {
    orm,
    queues,
    redis,
    discord,
    url: transport.url,
    privateKey: keys.privateKey,
    send,
    /** Runs a command and waits for what the person ends up seeing, deferred or not. */
    async answer(payload: { token: string; [field: string]: unknown }): Promise<CommandAnswer> {
      const initial = await send(payload);
      expect(initial.status).toBe(200);
      const data = (initial.body.data ?? {}) as Record<string, unknown>;
      if (initial.body.type === 4) return { initial, ...shown(data) };
      expect(initial.body.type).toBe(5);
      return { initial, ...(await shownAfterDeferral(discord, payload.token, data)) };
    },
    async close() {
      await transport.close();
      await closeServices();
    },
  };
}

/** The bot's services on the package's test database and Redis, with Discord's REST faked. */
export async function openTestServices(options: { guilds?: Record<string, string> } = {}) {
  const orm = await openOrm(inject('databaseUrl'), { poolMax: 5 });
  const connection = openRedis(inject('redisUrl'), { forQueues: true });
  const queues = new JobQueues(connection);
  const redis = openRedis(inject('redisUrl'));
  const discord = await startFakeDiscordRest({ botToken: BOT_TOKEN, guilds: options.guilds });
  const services: BotServices = {
    orm,
    queues,
    competitionPorts: queuePorts(queues),
    publicUrl: PUBLIC_URL,
    redis,
    discordGuild: discordGuildRest({ baseUrl: discord.apiUrl, botToken: BOT_TOKEN }),
  };
  return {
    orm,
    queues,
    redis,
    discord,
    services,
    async closeServices() {
      await discord.close();
      await queues.close();
      await Promise.all([orm.close(), connection.quit(), redis.quit()]);
    },
  };
}

/** What the person sees once a deferred response (`deferral` its data) is edited or followed up. */
export async function shownAfterDeferral(
  discord: FakeDiscordRest,
  token: string,
  deferral: Record<string, unknown>,
) {
  const final = await vi.waitFor(
    () => {
      const last = discord.webhookCalls.filter((call) => call.token === token).at(-1);
      expect(last && last.method !== 'DELETE').toBe(true);
      return last!;
    },
    { timeout: 10_000, interval: 20 },
  );
  const deferredEphemeral = ((deferral.flags as number | undefined) ?? 0) === EPHEMERAL;
  const body = final.body ?? {};
  return { ...shown(body), ephemeral: final.method === 'PATCH' ? deferredEphemeral : shown(body).ephemeral };
}

export const shown = (data: Record<string, unknown>) => ({
  content: String(data.content ?? ''),
  embeds: (data.embeds as Record<string, unknown>[] | undefined) ?? [],
  ephemeral: data.flags === EPHEMERAL,
});

export type BotHarness = Awaited<ReturnType<typeof startBotHarness>>;

/** The harness for the enclosing describe block: started before its tests, closed after them. */
export function useBotHarness(options: { guilds?: Record<string, string> } = {}): BotHarness {
  return startedBeforeAll(() => startBotHarness(options), 'The bot harness');
}

/** `useBotHarness` with a Discord server of the block's own stored (`bot.guildId`), as most commands need. */
export function useBotInGuild(): BotHarness & { guildId: string } {
  return startedBeforeAll(async () => {
    const harness = await startBotHarness();
    return { ...harness, guildId: await guild(harness.orm) };
  }, 'The bot harness');
}

/** Discord's bitfields for the member permissions the tests need. */
export const PERMISSIONS = {
  none: '0',
  manageGuild: String(1n << 5n),
  administrator: String(1n << 3n),
};
