import { now as clockNow } from '../clock.ts';
import type { Orm } from '../db/orm.ts';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_KEY } from '../jobs/heartbeat-job.ts';
import type { Redis } from '../redis.ts';

export type ServiceState = 'ok' | 'down';

export interface HealthReport {
  /** `draining`: the process was told to stop and finishes what it has; a balancer takes it out. */
  status: 'ok' | 'degraded' | 'draining';
  database: ServiceState;
  redis: ServiceState;
  /** Informational: the api keeps serving while workers restart. */
  workers: 'ok' | 'stale' | 'unknown';
  checkedAt: string;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

export async function checkHealth(
  deps: { orm: Orm; redis: Redis },
  { draining = false, now = clockNow() }: { draining?: boolean; now?: Date } = {},
): Promise<HealthReport> {
  const database = await withTimeout(deps.orm.em.getConnection().execute('select 1'), 2_000)
    .then((): ServiceState => 'ok')
    .catch((): ServiceState => 'down');
  const heartbeat = await withTimeout(deps.redis.get(HEARTBEAT_KEY), 2_000).catch(() => undefined);
  const redis: ServiceState = heartbeat === undefined ? 'down' : 'ok';
  const lastBeat = heartbeat ? Date.parse(heartbeat) : Number.NaN;
  const workers = Number.isNaN(lastBeat)
    ? 'unknown'
    : now.getTime() - lastBeat <= HEARTBEAT_EVERY_MS * 3
      ? 'ok'
      : 'stale';
  return {
    status: draining ? 'draining' : database === 'ok' && redis === 'ok' ? 'ok' : 'degraded',
    database,
    redis,
    workers,
    checkedAt: now.toISOString(),
  };
}
