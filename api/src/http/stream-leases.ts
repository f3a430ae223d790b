import { AppError, messages } from '@galaxia/core';
import type { Redis } from '@galaxia/core/server';

/**
 * Counts open live-update streams. Per client address and per person the count lives in Redis, so
 * every api process shares it; each stream holds a lease it renews on every heartbeat, so a process
 * killed mid-stream frees its places once the leases lapse. The ceiling per process is plain memory.
 */
export interface StreamLimits {
  perClient: number;
  perProcess: number;
  /** How long a lease lasts without renewal (a few heartbeats). */
  leaseMs: number;
}

// Drops lapsed leases, refuses when any key is full, else takes a place under every key, atomically.
const ACQUIRE = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[4]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[5])
end
return 0`;

export interface StreamLease {
  renew(): Promise<void>;
  release(): Promise<void>;
}

export function createStreamLeases(redis: Redis, limits: StreamLimits) {
  let open = 0;
  return {
    get open() {
      return open;
    },
    /** Takes a place for one stream or throws the 429/503 the client sees. */
    async acquire(who: { address: string; userId: string | null }): Promise<StreamLease> {
      if (open >= limits.perProcess)
        throw new AppError('UNAVAILABLE', 'STREAMS_BUSY', messages.http.streamsBusy);
      // One hash slot ({leases}) for every lease key: the script takes them together, also on a Redis Cluster.
      const keys = [`galaxia:sse:{leases}:addr:${who.address}`];
      if (who.userId) keys.push(`galaxia:sse:{leases}:user:${who.userId}`);
      const member = crypto.randomUUID();
      const expiry = () => String(Date.now() + limits.leaseMs);
      const full = await redis.eval(
        ACQUIRE,
        keys.length,
        ...keys,
        String(Date.now()),
        expiry(),
        member,
        String(limits.perClient),
        String(limits.leaseMs),
      );
      if (Number(full) !== 0)
        throw new AppError(
          'RATE_LIMITED',
          'TOO_MANY_STREAMS',
          messages.http.tooManyStreams(limits.perClient),
        );
      open++;
      let released = false;
      return {
        async renew() {
          if (released) return;
          const multi = redis.multi();
          for (const key of keys) multi.zadd(key, 'XX', expiry(), member).pexpire(key, limits.leaseMs);
          await multi.exec().catch(() => undefined);
        },
        async release() {
          if (released) return;
          released = true;
          open--;
          const multi = redis.multi();
          for (const key of keys) multi.zrem(key, member);
          await multi.exec().catch(() => undefined);
        },
      };
    },
  };
}
