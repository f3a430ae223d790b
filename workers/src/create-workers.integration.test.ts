import { HEARTBEAT_KEY, heartbeatJob, JobQueues, openRedis, type Redis } from '@galaxia/core/server';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWorkers } from './create-workers.ts';
import { heartbeatProcessor } from './processors/heartbeat.ts';

describe('workers on real Redis', () => {
  let connection: Redis;
  let redis: Redis;
  beforeAll(() => {
    connection = openRedis(inject('redisUrl'), { forQueues: true });
    redis = openRedis(inject('redisUrl'));
  });
  afterAll(async () => {
    await Promise.all([connection.quit(), redis.quit()]);
  });

  /** Runs `body` with heartbeat workers, a producer and the heartbeat queue's events, closing all three after. */
  async function withHeartbeatWorkers(body: (queues: JobQueues, events: QueueEvents) => Promise<void>) {
    const workers = createWorkers([heartbeatProcessor], { connection, redis });
    const queues = new JobQueues(connection);
    const events = new QueueEvents(heartbeatJob.queue, {
      connection: openRedis(inject('redisUrl'), { forQueues: true }),
    });
    try {
      await events.waitUntilReady();
      await body(queues, events);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await queues.close();
      await events.close();
    }
  }

  it('round-trips a job: enqueued by a producer, processed by the worker, side effect visible', async () => {
    await redis.del(HEARTBEAT_KEY);
    await withHeartbeatWorkers(async (queues, events) => {
      const job = await queues.enqueue(heartbeatJob, { requestedAt: new Date().toISOString() });
      await job!.waitUntilFinished(events, 10_000);
      const beat = await redis.get(HEARTBEAT_KEY);
      expect(beat).not.toBeNull();
      expect(Date.now() - Date.parse(beat ?? '')).toBeLessThan(10_000);
    });
  });

  it('refuses a job whose data does not match its schema without retrying it', async () => {
    await withHeartbeatWorkers(async (queues, events) => {
      const job = await queues
        .queue(heartbeatJob.queue)
        .add(heartbeatJob.name, { requestedAt: 'yesterday' }, { attempts: 3 });
      await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(
        /Invalid data for workers.heartbeat/,
      );
      const failed = await queues.queue(heartbeatJob.queue).getJob(job.id ?? '');
      expect(failed?.attemptsMade).toBe(1);
    });
  });
});
