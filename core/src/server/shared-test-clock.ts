import type { Queue } from 'bullmq';
import { now, resetClock, setClock } from './clock.ts';
import { duelPhaseCloseJob } from './jobs/duel-phase-close-job.ts';
import type { JobQueues } from './jobs/enqueue.ts';
import { lobbyCheckInCloseJob } from './jobs/lobby-check-in-close-job.ts';
import { lobbyPhaseCloseJob } from './jobs/lobby-phase-close-job.ts';
import { matchCheckInCloseJob } from './jobs/match-check-in-close-job.ts';
import { matchReminderJob } from './jobs/match-reminder-job.ts';
import { matchVetoOpenJob } from './jobs/match-veto-open-job.ts';
import { matchVetoTimeoutJob } from './jobs/match-veto-timeout-job.ts';
import { roomRevealJob } from './jobs/room-reveal-job.ts';
import type { Redis } from './redis.ts';

/**
 * Tests only (GALAXIA_TEST_CLOCK=1, refused in production): one clock for the api, the workers and the
 * bot. The offset from real time is kept in Redis under one key per database (processes on one database
 * are one site, and journeys' sites share a Redis db) and announced on a channel of the same name; every
 * process that follows it answers `now()` from it.
 */
const clockKey = (scope: string) => `galaxia:test-clock:${scope}`;

/** The database's name: processes on the same database share one clock. */
export const testClockScope = (databaseUrl: string): string =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';

/** Jobs set for a moment on the clock: a moved clock brings them forward (or back) with it. */
const TIMED_QUEUES = [
  matchReminderJob.queue,
  matchCheckInCloseJob.queue,
  lobbyCheckInCloseJob.queue,
  roomRevealJob.queue,
  matchVetoTimeoutJob.queue,
  matchVetoOpenJob.queue,
];

/** Timers that sweep for what fell due (phases past their windows): a moved clock runs them at once. */
const SWEEPS = [lobbyPhaseCloseJob, duelPhaseCloseJob];

function runClockAt(offsetMs: number): void {
  if (offsetMs === 0) resetClock();
  else setClock(() => new Date(Date.now() + offsetMs));
}

const readOffset = async (redis: Pick<Redis, 'get'>, scope: string) =>
  Number(await redis.get(clockKey(scope))) || 0;

export interface SharedTestClock {
  /** Reads the offset again: a worker does before each job, which may come just after a move. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** Runs this process's `now()` on the shared clock, from its current offset and every move after. */
export async function followSharedTestClock(redis: Redis, scope: string): Promise<SharedTestClock> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel, offset: string) => runClockAt(Number(offset) || 0));
  await subscriber.subscribe(clockKey(scope));
  const refresh = async () => runClockAt(await readOffset(redis, scope));
  await refresh();
  return {
    refresh,
    async close() {
      await subscriber.quit();
      resetClock();
    },
  };
}

/**
 * Moves the shared clock to `at` (it keeps running from there), or back to real time with null, and
 * moves the delayed jobs set for a moment with it: a job due by the new time runs now, one not yet due
 * waits only as long as the new time says, and the sweeping timers run now. Answers the new time.
 */
export async function moveSharedTestClock(
  redis: Redis,
  queues: Pick<JobQueues, 'queue'>,
  scope: string,
  at: Date | null,
): Promise<Date> {
  const before = await readOffset(redis, scope);
  const offset = at ? at.getTime() - Date.now() : 0;
  if (offset) await redis.set(clockKey(scope), String(offset));
  else await redis.del(clockKey(scope));
  runClockAt(offset);
  await redis.publish(clockKey(scope), String(offset));
  for (const name of TIMED_QUEUES) await shiftDelayedJobs(redis, queues.queue(name), offset - before);
  for (const sweep of SWEEPS)
    await queues.queue(sweep.queue).add(sweep.name, { requestedAt: now().toISOString() }, { attempts: 1 });
  return now();
}

async function shiftDelayedJobs(redis: Redis, queue: Queue, shiftMs: number): Promise<void> {
  if (shiftMs === 0) return;
  const scored = await redis.zrange(queue.keys.delayed ?? '', 0, -1, 'WITHSCORES');
  for (let i = 0; i < scored.length; i += 2) {
    const job = await queue.getJob(scored[i] ?? '');
    if (!job) continue;
    // BullMQ scores a delayed job by its real due time times 4096 (the low bits order jobs due together).
    const due = Math.floor(Number(scored[i + 1]) / 0x1000);
    const left = due - Date.now() - shiftMs;
    if (left <= 0) await job.promote();
    else await job.changeDelay(left);
  }
}
