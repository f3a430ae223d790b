import { Redis } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` so blocking commands wait out a Redis restart instead of failing. */
export function openRedis(redisUrl: string, options: { forQueues?: boolean } = {}): Redis {
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: options.forQueues ? null : 2,
  });
  // A lost connection is retried by ioredis and each command says whether it failed; without a listener
  // every retry and a write after shutdown print a stack trace as an "Unhandled error event".
  redis.on('error', (error: Error) => console.error(`[redis] ${error.message}`));
  return redis;
}

export type { Redis };
