import { Redis } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` so blocking commands wait out a Redis restart instead of failing. */
export function openRedis(redisUrl: string, options: { forQueues?: boolean } = {}): Redis {
  return new Redis(redisUrl, {
    maxRetriesPerRequest: options.forQueues ? null : 2,
  });
}

export type { Redis };
