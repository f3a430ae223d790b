import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GuildSettings, type Orm, openOrm } from '@galaxia/core/server';
import {
  dbOf,
  type FakeDiscordRest,
  freePort,
  registeredSeason,
  startFakeDiscordRest,
} from '@galaxia/testkit';
import { expect, inject } from 'vitest';
import { type FleetProcess, startProcess, stopProcess, waitHealthy, waitUntil } from './process-fleet.ts';

const BOT_TOKEN = 'bot-token';
const SECOND = 1000;

interface FleetApi {
  port: number;
  url: string;
  proc: FleetProcess;
}

/**
 * One Galaxia site run as several processes, as deployed: api and workers processes on the package's test
 * database, one Redis (a single server or a cluster), a fake Discord, one session secret.
 */
export async function startFleetSite(options: { apis: number; workers: number; redisUrl?: string }) {
  const orm: Orm = await openOrm(inject('databaseUrl'));
  const discord: FakeDiscordRest = await startFakeDiscordRest({ botToken: BOT_TOKEN });
  const dir = await mkdtemp(join(tmpdir(), 'galaxia-fleet-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: options.redisUrl ?? inject('redisUrl'),
    // Its own queues: the package's other tests share this Redis db.
    QUEUE_PREFIX: `fleet-${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DEMO_SIGN_IN: '1',
    GALAXIA_PUBLIC_CACHE: 'on',
    TRUST_PROXY: 'loopback',
    DISCORD_API_URL: discord.apiUrl,
    DISCORD_BOT_TOKEN: BOT_TOKEN,
    UPLOAD_DIR: dir,
    PUBLIC_URL: 'http://127.0.0.1',
    // As deployed: a SIGTERM'd process answers health with 503 for a while before it stops accepting.
    SHUTDOWN_DRAIN_MS: '1000',
  };
  const startApi = async (port: number) => {
    const proc = startProcess('api/src/server.ts', { ...env, PORT: String(port) }, `api :${port}`);
    await waitHealthy(`http://127.0.0.1:${port}`, proc);
    return proc;
  };
  const ports = await Promise.all(Array.from({ length: options.apis }, () => freePort()));
  const apis: FleetApi[] = await Promise.all(
    ports.map(async (port) => ({ port, url: `http://127.0.0.1:${port}`, proc: await startApi(port) })),
  );
  const workers = Array.from({ length: options.workers }, (_, n) =>
    startProcess('workers/src/index.ts', env, `workers ${n + 1}`),
  );

  /** An organiser's season with an announcement channel in its server, signed in on the first process. */
  async function organiserSeason(eventName: string) {
    const season = await registeredSeason(
      dbOf(orm),
      [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true }],
      { eventName, people: { isDemo: true } },
    );
    const channel = String(700_000_000_000_000_000n + BigInt(Date.now()));
    const em = orm.em.fork();
    em.create(GuildSettings, { guildId: season.serverId, announcementChannelId: channel });
    await em.flush();
    const signIn = await fetch(`${apis[0]!.url}/api/auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({ userId: season.organiser.userId }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { season, channel, cookie };
  }

  return {
    orm,
    discord,
    apis,
    ports,
    startApi,
    organiserSeason,
    async stop() {
      await Promise.all([...apis.map((api) => stopProcess(api.proc)), ...workers.map((w) => stopProcess(w))]);
      await Promise.all([discord.close(), orm.close(), rm(dir, { recursive: true, force: true })]);
    },
  };
}

export type FleetSite = Awaited<ReturnType<typeof startFleetSite>>;

export const announce = (base: string, tournamentId: string, cookie: string, title: string, key?: string) =>
  fetch(`${base}/api/organiser/tournaments/${tournamentId}/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...(key && { 'idempotency-key': key }) },
    body: JSON.stringify({ title, content: `${title}, posted through the fleet` }),
  });

/**
 * What one site must be whichever process answers: a session started on one is known to another, a live
 * stream on one hears a write on another, a public read on a third shows it at once, two workers post it
 * to Discord once, and the sign-in budget of an address is one budget. Needs at least three api processes.
 */
export async function expectOneSiteAcrossProcesses(site: FleetSite, eventName: string) {
  const [one, two, three] = site.apis as [FleetApi, FleetApi, FleetApi];
  const { season, channel, cookie } = await site.organiserSeason(eventName);

  const me = await fetch(`${two.url}/api/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ user: { id: season.organiser.userId } });

  const before = await fetch(`${one.url}/api/events/${season.tournamentId}/announcements`);
  expect(JSON.stringify(await before.json())).not.toContain('Doors open at six');
  const stream = await fetch(`${three.url}/api/events/${season.tournamentId}/updates`);
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  let heard = '';
  const listening = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      heard += new TextDecoder().decode(value);
    }
  })();
  await waitUntil('the stream did not open', async () => heard.includes('retry:'), 10 * SECOND);
  const posted = await announce(two.url, season.tournamentId, cookie, 'Doors open at six');
  expect(posted.status).toBe(201);
  await waitUntil(
    'the third process did not hear the announcement',
    async () => heard.includes('event: announcement'),
    10 * SECOND,
  );
  await reader.cancel();
  await listening.catch(() => undefined);

  const after = await fetch(`${one.url}/api/events/${season.tournamentId}/announcements`);
  expect(JSON.stringify(await after.json())).toContain('Doors open at six');

  await waitUntil(
    'the announcement was not posted in Discord',
    async () => site.discord.messages.some((message) => message.channelId === channel),
    15 * SECOND,
  );
  // Time for a second workers process to post it too, were the job not given to one alone.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const postsToChannel = site.discord.requests.filter(
    (request) => request.method === 'POST' && request.path === `/api/v10/channels/${channel}/messages`,
  );
  expect(postsToChannel).toHaveLength(1);

  // 30 sign-ins a minute per address (RATE_LIMITS.signIn), whichever process answers.
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) {
    const answer = await fetch(`${site.apis[i % site.apis.length]!.url}/api/auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ userId: season.organiser.userId }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
}
