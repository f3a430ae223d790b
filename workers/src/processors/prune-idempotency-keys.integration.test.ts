import { randomUUID } from 'node:crypto';
import { IdempotentRequest } from '@galaxia/core/server';
import { describe, expect, it, vi } from 'vitest';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { pruneIdempotencyKeysProcessor } from './prune-idempotency-keys.ts';

const HOUR = 3_600_000;

describe('pruning the answers kept for Idempotency-Keys (PostgreSQL)', () => {
  const { services, pass: prune } = useScheduledJob(({ orm }) => pruneIdempotencyKeysProcessor({ orm }));

  /** A key claimed `hoursAgo` hours ago, with its answer stored unless it is still running. */
  const stored = async (key: string, hoursAgo: number, answered = true) => {
    const userId = randomUUID();
    await services.orm.em
      .fork()
      .execute(
        'insert into idempotent_requests (user_id, key, request, status, body, created_at) values (?, ?, ?, ?, ?, ?)',
        [
          userId,
          key,
          'POST /api/tournaments',
          answered ? 201 : null,
          answered ? JSON.stringify({ id: key }) : null,
          new Date(Date.now() - hoursAgo * HOUR),
        ],
      );
    return { userId, key };
  };
  const keysLeft = async () =>
    (await services.orm.em.fork().find(IdempotentRequest, {}, { orderBy: { key: 'asc' } })).map(
      (row) => row.key,
    );

  it('removes answers older than 24 hours and keeps the ones a retry may still ask for', async () => {
    await stored('two-days-old', 48);
    await stored('a-day-and-an-hour-old', 25);
    await stored('twenty-three-hours-old', 23);
    await stored('sent-a-minute-ago', 1 / 60);
    await stored('still-running', 0, false);

    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect(await prune()).toEqual({ rows: 2 });
      expect(log).toHaveBeenCalledWith(
        '[workers] idempotency keys: removed 2 stored answers older than 24 h',
      );
    } finally {
      log.mockRestore();
    }
    expect(await keysLeft()).toEqual(['sent-a-minute-ago', 'still-running', 'twenty-three-hours-old']);

    // Nothing left past the window: a second run removes nothing.
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect(await prune()).toEqual({ rows: 0 });
    } finally {
      quiet.mockRestore();
    }
    expect(await keysLeft()).toHaveLength(3);
  });
});
