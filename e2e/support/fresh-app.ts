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
  discord: FakeDiscord;
  stop(): Promise<void>;
}

let started = 0;

/**
 * Another api process against its own empty database (or the demo world with `seed`), with Discord
 * sign-in wired to testkit's fake Discord and the test clock on: for journeys that must start from
 * nothing, as a new organiser would.
 */
export async function startFreshApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<FreshApp> {
  started += 1;
  const databaseUrl = testDatabaseUrl(`e2e_fresh_${process.pid}_${started}`);
  const redisUrl = testRedisUrl('e2e');
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
  const api = startNodeProcess(
    'api/src/server.ts',
    {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: baseUrl,
      DASHBOARD_DIST: join(repoRoot, 'dashboard/dist'),
      DISCORD_CLIENT_ID: 'fresh-client',
      DISCORD_CLIENT_SECRET: 'fresh-secret',
      DISCORD_OAUTH_URL: discord.authorizeUrl,
      DISCORD_API_URL: discord.apiUrl,
      GALAXIA_TEST_CLOCK: '1',
      // The journeys' browsers stand in for people on different networks: each sends its own X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      ...options.env,
    },
    'fresh-api',
  );
  try {
    await waitForHealthy(baseUrl, api);
  } catch (error) {
    await stopProcess(api);
    await discord.close();
    throw error;
  }
  return {
    baseUrl,
    databaseUrl,
    redisUrl,
    discord,
    async stop() {
      await stopProcess(api);
      await discord.close();
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
