import { HEARTBEAT_KEY, heartbeatJob, now } from '@galaxia/core/server';
import type { Processor } from './processor.ts';

export const heartbeatProcessor: Processor<typeof heartbeatJob> = {
  definition: heartbeatJob,
  async run(_data, { redis }) {
    await redis.set(HEARTBEAT_KEY, now().toISOString(), 'EX', 3600);
  },
};
