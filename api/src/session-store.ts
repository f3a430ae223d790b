import { RedisStore } from 'connect-redis';
import { createClient } from 'redis';

/** connect-redis 10 speaks the `redis` client; BullMQ keeps its own ioredis connections. */
export async function openSessionStore(redisUrl: string) {
  const client = createClient({ url: redisUrl });
  client.on('error', (error) => console.error('[api] session store:', error.message));
  await client.connect();
  return { store: new RedisStore({ client, prefix: 'galaxia:sess:' }), close: () => client.close() };
}
