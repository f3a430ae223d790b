import { Cluster, Redis as SingleRedis } from 'ioredis';

/** One Redis server, or a Redis Cluster (every command Galaxia sends works on both). */
export type Redis = SingleRedis | Cluster;

/**
 * `redis://host:port/db` opens one server; `redis://host:port?cluster=1` (`rediss://` for TLS) a Redis
 * Cluster found from that one node. BullMQ needs `maxRetriesPerRequest: null` so blocking commands wait out
 * a Redis restart instead of failing.
 */
export function openRedis(redisUrl: string, options: { forQueues?: boolean } = {}): Redis {
  const maxRetriesPerRequest = options.forQueues ? null : 2;
  const cluster = clusterSeed(redisUrl);
  const redis: Redis = cluster
    ? new Cluster([{ host: cluster.host, port: cluster.port }], {
        redisOptions: {
          maxRetriesPerRequest,
          ...(cluster.username && { username: cluster.username }),
          ...(cluster.password && { password: cluster.password }),
          ...(cluster.tls && { tls: {} }),
        },
      })
    : new SingleRedis(redisUrl, { maxRetriesPerRequest });
  // A lost connection is retried by ioredis and each command says whether it failed; without a listener
  // every retry and a write after shutdown print a stack trace as an "Unhandled error event".
  redis.on('error', (error: Error) => console.error(`[redis] ${error.message}`));
  return redis;
}

/** The seed node of a cluster URL (`?cluster=1`), else null. */
export function clusterSeed(redisUrl: string) {
  const url = new URL(redisUrl);
  if (url.searchParams.get('cluster') !== '1') return null;
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    tls: url.protocol === 'rediss:',
  };
}
