import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '@galaxia/core';
import {
  Announcement,
  DiscordServer,
  ensureDatabase,
  JobOutboxEntry,
  migrate,
  type Orm,
  openOrm,
  ServerMembership,
  Tournament,
  User,
} from '@galaxia/core/server';
import { freePort, startFakeDiscordRest } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../build-server.ts';
import { startPrivateServices } from './private-services.ts';

const isolation = Number(process.env.GALAXIA_TEST_ISOLATION ?? 0);
// Chosen when the test starts, not fixed: an interrupted run's processes may still hold the ports they had.
let PORTS = { postgres: 0, redis: 0, api: 0 };
let BASE = '';
const WORKERS_ENTRY = fileURLToPath(new URL('../../../workers/src/index.ts', import.meta.url));
/** Twenty as the issue asks; `CHAOS_KILLS` runs fewer while investigating a seed. */
const KILLS = Number(process.env.CHAOS_KILLS ?? 20);
const [REDIS_AFTER, POSTGRES_AFTER] = [Math.ceil(KILLS / 3), Math.ceil((2 * KILLS) / 3)];
const WRITES = 120;
const ANNOUNCEMENT_CHANNEL = '900000000000000003';
const SEED = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A season's organiser keeps creating tournaments and posting announcements through the api (each write
 * with an Idempotency-Key, sent again with the same key until it gets an answer) while the api is killed
 * with SIGKILL twenty times at seeded random moments, and its Redis and its PostgreSQL are each restarted
 * once. The workers run throughout and post every announcement to Discord (the fake). Afterwards every
 * accepted write is stored exactly once, every stored announcement was posted exactly once (no job lost
 * or applied twice), and the site answered within 10 s of each kill and restart.
 */
describe('a season under faults (kill -9 of the api, Redis and PostgreSQL restarts)', () => {
  const random = seededRandom(SEED);
  let dir: string;
  let services: Awaited<ReturnType<typeof startPrivateServices>>;
  let discord: Awaited<ReturnType<typeof startFakeDiscordRest>>;
  let orm: Orm;
  let serverEntry: string;
  let api: ChildProcess | null = null;
  let workers: ChildProcess | null = null;
  let organiserId: string;
  let serverId: string;
  let tournamentId: string;

  const env = () => ({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(PORTS.api),
    PUBLIC_URL: BASE,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SESSION_SECRET: 'chaos-test-session-secret-chaos-test',
    DEMO_SIGN_IN: '1',
    UPLOAD_DIR: join(dir, 'uploads'),
    DASHBOARD_DIST: join(dir, 'no-dashboard'),
    DISCORD_API_URL: discord.apiUrl,
    DISCORD_BOT_TOKEN: 'chaos-bot-token',
    NODE_COMPILE_CACHE: join(dir, 'compile-cache'),
  });
  // As production runs it: the bundled api (api/build-server.ts).
  const startApi = () => {
    api = spawn(process.execPath, [serverEntry], { env: env(), stdio: 'ignore' });
  };
  const killApi = async () => {
    const running = api;
    if (!running) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
    api = null;
  };
  /** How long until the site answers healthy (database and Redis reachable). */
  const untilHealthy = async (withinMs = 60_000) => {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      const healthy = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (healthy) return Date.now() - started;
      await sleep(50);
    }
    return Number.POSITIVE_INFINITY;
  };

  beforeAll(async () => {
    console.info(`[chaos] seed ${SEED} (CHAOS_SEED=${SEED} replays the same kill moments)`);
    const ports = new Set<number>();
    while (ports.size < 3) ports.add(await freePort());
    const [postgres, redis, apiPort] = [...ports] as [number, number, number];
    PORTS = { postgres, redis, api: apiPort };
    BASE = `http://127.0.0.1:${PORTS.api}`;
    dir = await mkdtemp(join(tmpdir(), 'galaxia-chaos-'));
    // Run as root, the cluster belongs to user `postgres`, who must be able to create it here.
    await chmod(dir, 0o777);
    [services, discord, serverEntry] = await Promise.all([
      startPrivateServices(dir, PORTS),
      startFakeDiscordRest({ botToken: 'chaos-bot-token' }),
      // Its own file: another run may be building the default one.
      buildServerBundle(fileURLToPath(new URL(`../../dist/server-chaos-${isolation}.mjs`, import.meta.url))),
    ]);
    await ensureDatabase(services.databaseUrl);
    orm = await openOrm(services.databaseUrl, { poolMax: 2 });
    await migrate(orm);
    const em = orm.em.fork();
    const organiser = em.create(User, {
      discordId: '900000000000000001',
      name: 'Chaos Organiser',
      isDemo: true,
    });
    const server = em.create(DiscordServer, {
      id: '900000000000000002',
      name: 'Chaos Server',
      notificationChannelId: ANNOUNCEMENT_CHANNEL,
    });
    em.create(ServerMembership, { user: organiser, server, isAdmin: true, isOwner: true });
    const tournament = em.create(Tournament, {
      server,
      eventName: 'Chaos Season',
      seasonNumber: 1,
      gameId: 'valorant',
      publishDate: '2026-12-01',
      lifecycle: 'published',
    });
    await em.flush();
    [organiserId, serverId, tournamentId] = [organiser.id, server.id, tournament.id];
    workers = spawn(process.execPath, [WORKERS_ENTRY], { env: env(), stdio: 'ignore' });
  }, 180_000);
  afterAll(async () => {
    await killApi();
    workers?.kill('SIGKILL');
    await orm?.close();
    await discord?.close();
    await services?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every accepted write and its jobs exactly once and answers within 10 s of each fault', async () => {
    startApi();
    // The first start also migrates and fills the compile cache while the workers start: only the
    // restarts are held to 10 s.
    expect(await untilHealthy(120_000)).toBeLessThan(120_000);
    const signIn = await fetch(`${BASE}/api/auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ userId: organiserId }),
    });
    expect([signIn.status, await signIn.text()]).toEqual([200, expect.any(String)]);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    /** Sends one write until it is answered (a killed api answers nothing), always with the same key. */
    const write = async (key: string, path: string, body: unknown) => {
      // As long as a restart may take on a busy machine: a write given up on is not a write accepted.
      const deadline = Date.now() + 120_000;
      for (let attempt = 1; Date.now() < deadline; attempt += 1) {
        const status = await fetch(`${BASE}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: BASE, cookie, 'idempotency-key': key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        })
          .then((response) => response.status)
          .catch(() => 0);
        // No answer, or the api could not reach its database or Redis: the same request again.
        if (status !== 0 && status < 500) return { status, attempts: attempt };
        await sleep(200);
      }
      return { status: 0, attempts: Number.POSITIVE_INFINITY };
    };

    const outcomes: {
      name: string;
      kind: 'tournament' | 'announcement';
      status: number;
      attempts: number;
    }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing || i < WRITES; i += 1) {
        const key = `chaos-${SEED}-${i}`;
        if (i % 4 === 0) {
          const name = `Chaos Cup ${i}`;
          const answer = await write(key, '/api/createEvent', {
            eventName: name,
            seasonNumber: 1 + (i % 50),
            gameId: 'valorant',
            serverId,
            publishDate: '2026-12-01',
          });
          outcomes.push({ name, kind: 'tournament', ...answer });
        } else {
          const name = `Chaos news ${i}`;
          const answer = await write(key, `/api/organiser/tournaments/${tournamentId}/announcements`, {
            title: name,
            content: `Update ${i} of the season.`,
          });
          outcomes.push({ name, kind: 'announcement', ...answer });
        }
      }
    })();

    const recoveries: { fault: string; ms: number }[] = [];
    // Twenty kills at seeded random moments; after the 7th and the 14th, Redis and then PostgreSQL
    // restart under the running api and workers, which must reconnect by themselves.
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await sleep(200 + random() * 600);
      await killApi();
      startApi();
      recoveries.push({ fault: `api kill -9 #${kill}`, ms: await untilHealthy() });
      console.info(`[chaos] ${JSON.stringify(recoveries.at(-1))}`);
      if (kill === REDIS_AFTER || kill === POSTGRES_AFTER) {
        await sleep(200 + random() * 600);
        const dependency = kill === REDIS_AFTER ? 'Redis' : 'PostgreSQL';
        await (kill === REDIS_AFTER ? services.restartRedis() : services.restartPostgres());
        recoveries.push({ fault: `${dependency} restart`, ms: await untilHealthy() });
        console.info(`[chaos] ${JSON.stringify(recoveries.at(-1))}`);
      }
    }
    writing = false;
    await writer;
    const retried = outcomes.filter((outcome) => outcome.attempts > 1).length;
    console.info(`[chaos] ${outcomes.length} writes, ${retried} sent again after a lost answer`);

    // Every write was answered in the end, and accepted.
    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
    const em = orm.em.fork();
    const tournaments = await em.find(Tournament, { eventName: { $like: 'Chaos Cup %' } });
    const announcements = await em.find(Announcement, { tournament: tournamentId });
    const copies = new Map<string, number>();
    for (const name of [...tournaments.map((row) => row.eventName), ...announcements.map((row) => row.title)])
      copies.set(name, (copies.get(name) ?? 0) + 1);
    expect(outcomes.filter((outcome) => copies.get(outcome.name) !== 1)).toEqual([]);
    expect(copies.size).toBe(outcomes.length);

    // Each stored announcement's Discord post went out exactly once, including those whose api was
    // killed between its commit and handing the job to Redis (the workers relay the outbox).
    const postsOf = (title: string) =>
      discord.messages.filter(
        (message) =>
          message.channelId === ANNOUNCEMENT_CHANNEL && JSON.stringify(message.body).includes(title),
      ).length;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && announcements.some((row) => postsOf(`${row.title}"`) === 0))
      await sleep(250);
    expect(announcements.filter((row) => postsOf(`${row.title}"`) !== 1).map((row) => row.title)).toEqual([]);
    // A tournament's jobs left behind by a kill after its commit wait out the relay's grace period too.
    while (Date.now() < deadline && (await em.count(JobOutboxEntry, {})) > 0) await sleep(250);
    expect(await em.count(JobOutboxEntry, {})).toBe(0);

    // The site answers within 10 s of every kill and every restart.
    expect(recoveries.filter((recovery) => recovery.ms >= 10_000)).toEqual([]);
  }, 600_000);
});
