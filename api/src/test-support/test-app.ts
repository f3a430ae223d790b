import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobQueues, loadEnv, type Orm, openOrm, openRedis, type Redis } from '@galaxia/core/server';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openSessionStore } from '../session-store.ts';
import { httpClient } from './http-client.ts';

/** The real app on a random port against the package's test database and Redis db. */
export async function startTestApp(
  envOverrides: Record<string, string | undefined> = {},
  replace: { orm?: Orm; redis?: Redis; dashboardDist?: string } = {},
) {
  const databaseUrl = inject('databaseUrl');
  const redisUrl = inject('redisUrl');
  const envFor = (port: number) =>
    loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      // Tests sign people in through the demo sign-in, which production refuses to start with.
      DEMO_SIGN_IN: envOverrides.NODE_ENV === 'production' ? '0' : '1',
      ...envOverrides,
    });
  // A configuration the app would refuse is refused before anything is opened.
  envFor(0);
  const orm: Orm = replace.orm ?? (await openOrm(databaseUrl));
  const redis: Redis = replace.redis ?? openRedis(redisUrl);
  // Every test client connects from 127.0.0.1: start each app with fresh rate-limit windows and stream counts.
  const counters = (
    await Promise.all([redis.keys('galaxia:rl:*'), redis.keys('galaxia:sse:*')]).catch(() => [])
  ).flat();
  if (counters.length) await redis.del(...counters);
  const queueConnection = openRedis(redisUrl, { forQueues: true });
  const queues = new JobQueues(queueConnection);
  const sessions = await openSessionStore(redisUrl);
  const uploadDir = mkdtempSync(join(tmpdir(), 'galaxia-uploads-'));

  // The public URL must name the port, so the server listens first and the app is attached after.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const env = envFor(port);
  const { app, apiRouter, routeTable, publicCache } = createApp({
    env,
    orm,
    redis,
    queues,
    sessionStore: sessions.store,
    sessionSecret: 'test-secret',
    uploadDir,
    dashboardDist: replace.dashboardDist,
  });
  server.on('request', app);
  await publicCache?.ready;

  return {
    base,
    orm,
    redis,
    queues,
    uploadDir,
    routeTable,
    /** The layers Express routes /api requests through (the route table test walks them). */
    apiLayers: apiRouter.stack,
    publicCache,
    client: () => httpClient(base),
    em: () => orm.em.fork(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queues.close();
      await publicCache?.close();
      await Promise.allSettled([orm.close(), redis.quit(), sessions.close(), queueConnection.quit()]);
      // Every run made its own upload folder: leave nothing behind in /tmp.
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Runs `use` against the app with a database that never answers, and closes that app after. */
export async function withDatabaseDown<T>(use: (broken: TestApp) => Promise<T>): Promise<T> {
  const broken = await startTestApp({}, { orm: await openOrm('postgres://postgres@127.0.0.1:1/nothing') });
  try {
    return await use(broken);
  } finally {
    await broken.close();
  }
}
