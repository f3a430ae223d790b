import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDatabase, migrate, openOrm, openRedis, seedDemoData } from '@galaxia/core/server';
import { testDatabaseUrl, testRedisUrl } from '@galaxia/testkit';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, startNodeProcess, stopProcess, waitForHealthy } from './app-process.ts';

/** Builds the dashboard and runs the real api (serving it) against a fresh e2e database. */
export default async function setup(project: TestProject) {
  const databaseUrl = testDatabaseUrl('e2e');
  const redisUrl = testRedisUrl('e2e');
  await ensureDatabase(databaseUrl);
  const orm = await openOrm(databaseUrl);
  await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  // Journeys read the same demo world `npm start` seeds, so what they check is what a visitor sees.
  await migrate(orm);
  await seedDemoData(orm.em.fork(), { now: new Date() });
  await orm.close();
  const redis = openRedis(redisUrl);
  await redis.flushdb();
  await redis.quit();

  if (!process.env.GALAXIA_E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(repoRoot, 'dashboard'),
      stdio: 'inherit',
      // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('dashboard build failed');
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'test',
    // Journeys sign the seeded people in through the demo sign-in, which is off unless asked for.
    DEMO_SIGN_IN: '1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: baseUrl,
    DASHBOARD_DIST: join(repoRoot, 'dashboard/dist'),
    // Journeys move the site's one clock (PUT /api/test/clock: api, workers and bot on this database follow
    // it) instead of waiting for real time to pass.
    GALAXIA_TEST_CLOCK: '1',
    // A journey whose visitor must not share 127.0.0.1's budgets with the others sends its own X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  };
  const api = startNodeProcess('api/src/server.ts', env, 'api');
  try {
    await waitForHealthy(baseUrl, api);
  } catch (error) {
    await stopProcess(api);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    await stopProcess(api);
  };
}
