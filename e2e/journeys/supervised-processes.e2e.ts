import { HEARTBEAT_KEY, heartbeatJob, JobQueues, openRedis } from '@galaxia/core/server';
import { testDatabaseUrl, testRedisUrl } from '@galaxia/testkit';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { type Supervised, supervise } from '../../scripts/lib/supervise.ts';
import { repoRoot } from '../support/app-process.ts';

/** What `npm start` does with its processes: a killed worker comes back, the site never goes down. */
describe('supervised processes under npm start', () => {
  const baseUrl = inject('baseUrl');
  const lines: string[] = [];
  let workers: Supervised | undefined;
  afterAll(() => workers?.stop(5_000));

  it('restarts the workers after kill -9 while the site keeps answering', async () => {
    workers = supervise('workers', ['workers/src/index.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: testDatabaseUrl('e2e'), REDIS_URL: testRedisUrl('e2e') },
      log: (line) => lines.push(line),
      stdio: 'ignore',
    });
    const first = workers.child?.pid;
    expect(first).toBeGreaterThan(0);
    process.kill(first!, 'SIGKILL');

    await vi.waitFor(
      () => {
        expect(workers?.restarts).toBe(1);
        expect(workers?.child?.pid).not.toBe(first);
        expect(workers?.child?.exitCode).toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(lines).toEqual(['workers exited (SIGKILL); restarting in 1 s']);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBeLessThan(500);
    // The restarted process does the workers' work: a heartbeat enqueued now is processed by it.
    const redis = openRedis(testRedisUrl('e2e'));
    const connection = openRedis(testRedisUrl('e2e'), { forQueues: true });
    const queues = new JobQueues(connection);
    try {
      await redis.del(HEARTBEAT_KEY);
      await queues.enqueue(heartbeatJob, { requestedAt: new Date().toISOString() });
      await vi.waitFor(async () => expect(await redis.get(HEARTBEAT_KEY)).not.toBeNull(), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      await queues.close();
      await Promise.all([connection.quit(), redis.quit()]);
    }
    expect(workers.child?.exitCode).toBeNull();
    expect(workers.restarts).toBe(1);
  });
});
