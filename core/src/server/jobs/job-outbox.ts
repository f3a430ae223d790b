import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { JobOutboxEntry } from '../db/entities/job-outbox-entry.ts';
import type { Orm } from '../db/orm.ts';
import type { JobQueues, QueuedJob } from './enqueue.ts';

const collecting = new AsyncLocalStorage<{ jobs: QueuedJob[]; afterCommit: (() => Promise<unknown>)[] }>();

/** Where enqueues go while `withJobOutbox` runs: into the write's transaction instead of straight to Redis. */
export const outboxCollecting = (): QueuedJob[] | undefined => collecting.getStore()?.jobs;

/**
 * Runs `effect` once the write in progress has committed: at once outside `withJobOutbox`, else after
 * its transaction. A live update announced before the commit sends readers to fetch what is not there yet.
 */
export async function afterWriteCommits(effect: () => Promise<unknown>): Promise<void> {
  const scope = collecting.getStore();
  if (scope) scope.afterCommit.push(effect);
  else await effect();
}

/**
 * Runs `work` in one transaction and stores the jobs it enqueues in the outbox within it, so the write
 * and its jobs commit together: a process killed after the commit, or a Redis that is down, loses no job.
 * Once committed the jobs are handed to BullMQ in the background (the answer does not wait for Redis);
 * whatever is still in the outbox then is handed over by `relayJobOutbox`. Job ids are deterministic,
 * so a job handed over twice is added once.
 */
export async function withJobOutbox<T>(
  em: EntityManager,
  queues: JobQueues,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const scope = { jobs: [] as QueuedJob[], afterCommit: [] as (() => Promise<unknown>)[] };
  const stored: string[] = [];
  const result = await em.transactional(async (tx) => {
    const value = await collecting.run(scope, () => work(tx));
    for (const job of scope.jobs) stored.push(tx.create(JobOutboxEntry, job).id);
    await tx.flush();
    return value;
  });
  if (stored.length > 0) void handOver(em.fork(), queues, stored).catch(() => undefined);
  // As outside the outbox, a failed live update is logged and the committed write still answers.
  for (const failed of await Promise.allSettled(scope.afterCommit.map((effect) => effect()))) {
    if (failed.status === 'rejected') console.error('[jobs] after-commit effect failed', failed.reason);
  }
  return result;
}

async function handOver(em: EntityManager, queues: JobQueues, ids: string[]) {
  // In the order the write enqueued them (one transaction's rows share their created_at): posts follow it.
  const order = new Map(ids.map((id, index) => [id, index]));
  const entries = (await em.find(JobOutboxEntry, { id: { $in: ids } })).sort(
    (a, b) => order.get(a.id)! - order.get(b.id)!,
  );
  for (const entry of entries) {
    await queues.add(entry);
    await em.nativeDelete(JobOutboxEntry, { id: entry.id });
  }
}

/**
 * Hands over outbox entries older than `graceMs` (their own request normally handed them over already;
 * these are left by a process that died or a Redis that was down). Runs in the workers; several may run
 * at once, each taking different entries.
 */
export async function relayJobOutbox(orm: Orm, queues: JobQueues, { graceMs = 5_000, batch = 100 } = {}) {
  return orm.em.fork().transactional(async (tx) => {
    const entries = await tx.execute<{ id: string }[]>(
      'select id from job_outbox where created_at < ? order by created_at limit ? for update skip locked',
      [new Date(now().getTime() - graceMs), batch],
    );
    for (const { id } of entries) {
      const entry = await tx.findOneOrFail(JobOutboxEntry, { id });
      await queues.add(entry);
      await tx.nativeDelete(JobOutboxEntry, { id });
    }
    return entries.length;
  });
}
