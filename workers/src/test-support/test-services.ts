import { randomInt } from 'node:crypto';
import { type Actor, JobQueues, type Orm, openOrm, openRedis, type Redis, User } from '@galaxia/core/server';
import { inject } from 'vitest';

export const snowflake = () => String(700_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

/** The package's test database and Redis, as the integration global setup prepared them. */
export interface TestServices {
  orm: Orm;
  connection: Redis;
  redis: Redis;
  queues: JobQueues;
  close(): Promise<void>;
}

/**
 * `queuePrefix`: queues of the caller's own, for a test whose workers process must not take the jobs of
 * the package's other files (their queues share one Redis).
 */
export async function openTestServices(options: { queuePrefix?: string } = {}): Promise<TestServices> {
  const orm = await openOrm(inject('databaseUrl'), { poolMax: 4 });
  const connection = openRedis(inject('redisUrl'), { forQueues: true });
  const redis = openRedis(inject('redisUrl'));
  const queues = new JobQueues(connection, { prefix: options.queuePrefix });
  return {
    orm,
    connection,
    redis,
    queues,
    async close() {
      await queues.close();
      await Promise.all([orm.close(), connection.quit(), redis.quit()]);
    },
  };
}

export async function createPlayer(orm: Orm, name = 'Player'): Promise<Actor> {
  const em = orm.em.fork();
  const user = em.create(User, { discordId: snowflake(), name });
  await em.flush();
  return { userId: user.id, discordId: user.discordId ?? null, name: user.name };
}
