import { clusterSeed } from '@galaxia/core/server';
import { RedisStore } from 'connect-redis';
import { createClient, createCluster } from 'redis';

/** connect-redis 10 speaks the `redis` client; BullMQ keeps its own ioredis connections. */
export async function openSessionStore(redisUrl: string) {
  const seed = clusterSeed(redisUrl);
  const client = seed
    ? createCluster({
        rootNodes: [{ url: `${seed.tls ? 'rediss' : 'redis'}://${seed.host}:${seed.port}` }],
        defaults: {
          ...(seed.username && { username: seed.username }),
          ...(seed.password && { password: seed.password }),
        },
      })
    : createClient({ url: redisUrl });
  client.on('error', (error) => console.error('[api] session store:', error.message));
  await client.connect();
  return { store: new RedisStore({ client, prefix: 'galaxia:sess:' }), close: () => client.close() };
}
