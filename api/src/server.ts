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
  testClockScope,
} from '@galaxia/core/server';
import { createApp } from './app.ts';
import { openSessionStore } from './session-store.ts';

const env = loadEnv();
await ensureDatabase(env.DATABASE_URL);
const orm = await openOrm(env.DATABASE_URL);
await migrate(orm);
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
const { app, publicCache } = createApp({
  env,
  orm,
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
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[api] ${signal}: closing`);
  server.close();
  server.closeIdleConnections();
  // What uses the connections first, then the connections: a queue or cache closing after its
  // connection quit would write to a closed socket.
  await Promise.allSettled([queues.close(), sessions.close(), publicCache?.close(), testClock?.close()]);
  await Promise.allSettled([orm.close(), redis.quit(), queueConnection.quit()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
