import {
  HEARTBEAT_EVERY_MS,
  heartbeatJob,
  JobQueues,
  loadEnv,
  openOrm,
  openRedis,
} from '@galaxia/core/server';
import { createWorkers } from './create-workers.ts';
import { processors } from './processors/index.ts';

const env = loadEnv();
const connection = openRedis(env.REDIS_URL, { forQueues: true });
const redis = openRedis(env.REDIS_URL);
const orm = await openOrm(env.DATABASE_URL, { poolMax: 5 });
const workers = createWorkers(processors, { connection, redis, orm });
const queues = new JobQueues(connection);
await queues
  .queue(heartbeatJob.queue)
  .upsertJobScheduler(
    'workers-heartbeat',
    { every: HEARTBEAT_EVERY_MS },
    { name: heartbeatJob.name, data: { requestedAt: new Date().toISOString() } },
  );
console.info(`[workers] processing ${workers.map((worker) => worker.name).join(', ')}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[workers] ${signal}: finishing running jobs`);
  // close() waits for active jobs, so a deploy never cuts a verification in half.
  await Promise.allSettled(workers.map((worker) => worker.close()));
  await Promise.allSettled([queues.close(), orm.close(), redis.quit(), connection.quit()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
