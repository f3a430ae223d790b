import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { ensureDatabase, migrate, openOrm, seedDemoData } from '@galaxia/core/server';
import {
  type FakeDiscord,
  type FakeDiscordGuild,
  startFakeDiscord,
  testDatabaseUrl,
  testRedisUrl,
} from '@galaxia/testkit';
import type { Page } from 'playwright-core';
import { freePort, repoRoot, startNodeProcess, stopProcess, waitForHealthy } from './app-process.ts';

export interface FreshApp {
  baseUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** This app's job queues' key prefix in the shared Redis db (its workers consume only these). */
  queuePrefix: string;
  discord: FakeDiscord;
  /** With `bot`: the bot's interactions endpoint and the application key Discord signs them with. */
  bot?: { url: string; privateKey: KeyObject };
  stop(): Promise<void>;
}

export interface FreshAppOptions {
  seed?: boolean;
  /** Starts the workers on the same database and clock: check-in close, forfeits, reminders, reveals. */
  workers?: boolean;
  /** Starts the bot (HTTP interactions, signed) on the same database and clock, posting to the fake Discord. */
  bot?: boolean;
  env?: Record<string, string>;
}

let started = 0;

/**
 * Another api process against its own empty database (or the demo world with `seed`), with Discord
 * sign-in wired to testkit's fake Discord and the test clock on: for journeys that must start from
 * nothing, as a new organiser would.
 */
export async function startFreshApp(options: FreshAppOptions = {}): Promise<FreshApp> {
  started += 1;
  const databaseUrl = testDatabaseUrl(`e2e_fresh_${process.pid}_${started}`);
  const redisUrl = testRedisUrl('e2e');
  // Every e2e app shares one Redis db (the clock is scoped by database already): its own queue prefix
  // keeps another app's workers, or the global app's, from taking this one's jobs.
  const queuePrefix = `fresh-${process.pid}-${started}`;
  await ensureDatabase(databaseUrl);
  const orm = await openOrm(databaseUrl);
  try {
    await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
    await migrate(orm);
    if (options.seed) await seedDemoData(orm.em.fork(), { now: new Date() });
  } finally {
    await orm.close();
  }
  const discord = await startFakeDiscord();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const shared = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    PUBLIC_URL: baseUrl,
    DISCORD_API_URL: discord.apiUrl,
    GALAXIA_TEST_CLOCK: '1',
  };
  const api = startNodeProcess(
    'api/src/server.ts',
    {
      ...shared,
      PORT: String(port),
      DASHBOARD_DIST: join(repoRoot, 'dashboard/dist'),
      DISCORD_CLIENT_ID: 'fresh-client',
      DISCORD_CLIENT_SECRET: 'fresh-secret',
      DISCORD_OAUTH_URL: discord.authorizeUrl,
      // The journeys' browsers stand in for people on different networks: each sends its own X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      ...options.env,
    },
    'fresh-api',
  );
  const children: ChildProcess[] = [api];
  const stopAll = async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    await discord.close();
  };
  let bot: FreshApp['bot'];
  try {
    await waitForHealthy(baseUrl, api);
    // The bot token only lets the workers and the bot reach the fake Discord's bot side.
    const botSide = { DISCORD_BOT_TOKEN: 'fresh-bot-token', DISCORD_CLIENT_ID: 'fresh-client' };
    if (options.workers) {
      children.push(
        startNodeProcess('workers/src/index.ts', { ...shared, ...botSide, ...options.env }, 'fresh-workers'),
      );
    }
    if (options.bot) {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      const botPort = await freePort();
      const child = startNodeProcess(
        'bot/src/index.ts',
        {
          ...shared,
          ...botSide,
          BOT_TRANSPORT: 'http',
          BOT_HTTP_PORT: String(botPort),
          DISCORD_PUBLIC_KEY: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex'),
          ...options.env,
        },
        'fresh-bot',
      );
      children.push(child);
      bot = { url: `http://127.0.0.1:${botPort}/interactions`, privateKey };
      await waitForListening(botPort, child);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    baseUrl,
    databaseUrl,
    redisUrl,
    queuePrefix,
    discord,
    ...(bot ? { bot } : {}),
    async stop() {
      await stopAll();
      const drop = await openOrm(testDatabaseUrl('e2e'));
      try {
        await drop.em
          .getConnection()
          .execute(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
      } finally {
        await drop.close();
      }
    },
  };
}

/** Waits until a process accepts connections on `port` (the bot answers no health route). */
async function waitForListening(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs} ms`);
}

/**
 * Moves the fresh app's one clock (its time keeps running from there); null returns to real time. The api,
 * and any workers or bot started on the same database, follow it, and timers due by then run at once.
 */
export async function setServerNow(baseUrl: string, moment: Date | null): Promise<void> {
  const response = await fetch(`${baseUrl}/api/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ now: moment?.toISOString() ?? null }),
  });
  if (!response.ok)
    throw new Error(`moving the server clock failed: ${response.status} ${await response.text()}`);
}

export interface FreshPerson {
  username: string;
  /** Defaults to a stable id made from the username, so signing the same person in again finds them. */
  discordId?: string;
  /** Discord servers they are in; `owner: true` makes them an organiser of that server. */
  guilds?: { id: string; name: string; owner?: boolean }[];
}

export const discordIdOf = (person: FreshPerson): string =>
  person.discordId ??
  String(
    100_000_000_000_000_000n +
      [...person.username].reduce((sum, char) => (sum * 131n + BigInt(char.charCodeAt(0))) % 10n ** 17n, 7n),
  );

/**
 * A private address per person, sent as X-Forwarded-For (the fresh app trusts its loopback proxy):
 * distinct people sign in from distinct addresses, so a journey with many of them does not spend one
 * address's sign-in budget, which every journey on 127.0.0.1 shares through Redis.
 */
export const addressOf = (person: FreshPerson): string => {
  const n = BigInt(discordIdOf(person)) % 16_777_216n;
  return `10.${(n >> 16n) & 255n}.${(n >> 8n) & 255n}.${n & 255n}`;
};

/** Signs a person in the way a visitor does: /login → Continue with Discord → (fake) Discord → back. */
export async function signInFresh(
  page: Page,
  app: FreshApp,
  person: FreshPerson,
  returnTo = '/',
): Promise<void> {
  const guilds: FakeDiscordGuild[] = (person.guilds ?? []).map((guild) => ({
    id: guild.id,
    name: guild.name,
    icon: null,
    owner: guild.owner ?? false,
    permissions: guild.owner ? '8' : '0',
  }));
  app.discord.signInNext(
    { id: discordIdOf(person), username: person.username, global_name: person.username, avatar: null },
    guilds,
  );
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(person) });
  await page.goto(`${app.baseUrl}/login`);
  await page.evaluate((path) => localStorage.setItem('loginReturnUrl', path), returnTo);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}
