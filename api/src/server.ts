import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  ensureDatabase,
  followSharedTestClock,
  JobQueues,
  loadEnv,
  migrate,
  openOrm,
  openRedis,
  publicCacheEnabled,
  testClockScope,
} from '@galaxia/core/server';
import { createApp } from './app.ts';
import { createProcessLifecycle } from './http/process-lifecycle.ts';
import { openSessionStore } from './session-store.ts';

const env = loadEnv();
await ensureDatabase(env.DATABASE_URL);
// Ten connections per api process (docs/deployment.md counts them): with the public read model on, two
// of them are its own, so visitors' reads are built there and never queue behind this process's writes.
const readModelConnections = publicCacheEnabled(env) ? 2 : 0;
const orm = await openOrm(env.DATABASE_URL, { poolMax: 10 - readModelConnections });
await migrate(orm);
const readOrm =
  readModelConnections > 0 ? await openOrm(env.DATABASE_URL, { poolMax: readModelConnections }) : undefined;
const redis = openRedis(env.REDIS_URL);
const queueConnection = openRedis(env.REDIS_URL, { forQueues: true });
const queues = new JobQueues(queueConnection, { prefix: env.QUEUE_PREFIX });
const sessions = await openSessionStore(env.REDIS_URL);
// Tests only (loadEnv refuses it in production): the api's clock is the one the workers and the bot follow.
const testClock =
  env.GALAXIA_TEST_CLOCK === '1'
    ? await followSharedTestClock(redis, testClockScope(env.DATABASE_URL))
    : null;
if (!env.SESSION_SECRET) console.warn('[api] SESSION_SECRET is not set: sessions end when the api restarts');
const lifecycle = createProcessLifecycle();
const { app, publicCache } = createApp({
  env,
  lifecycle,
  orm,
  ...(readOrm && { readOrm }),
  redis,
  queues,
  sessionStore: sessions.store,
  sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  uploadDir: env.UPLOAD_DIR ?? fileURLToPath(new URL('../../.galaxia/uploads', import.meta.url)),
  dashboardDist: env.DASHBOARD_DIST ?? fileURLToPath(new URL('../../dashboard/dist', import.meta.url)),
});

const server = app.listen(env.PORT, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.info(`[api] listening on http://localhost:${port}`);
});

let stopping = false;
/**
 * A deploy's SIGTERM: health answers 503 at once and live streams are asked to reconnect (elsewhere); after
 * SHUTDOWN_DRAIN_MS, when the balancer has taken this process out, it stops accepting, lets requests in
 * flight finish (SHUTDOWN_TIMEOUT_MS at most), then closes its connections.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[api] ${signal}: draining`);
  lifecycle.drain();
  await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), env.SHUTDOWN_TIMEOUT_MS).unref()),
  ]);
  if (timedOut) {
    console.warn(`[api] requests still open after ${env.SHUTDOWN_TIMEOUT_MS} ms: closing them`);
    server.closeAllConnections();
  }
  // What uses the connections first, then the connections: a queue or cache closing after its
  // connection quit would write to a closed socket.
  await Promise.allSettled([queues.close(), sessions.close(), publicCache?.close(), testClock?.close()]);
  await Promise.allSettled([orm.close(), readOrm?.close(), redis.quit(), queueConnection.quit()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
