import { IdempotentRequest } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, openTestServices, type TestServices } from '../test-support/test-services.ts';
import { idempotentRequestsPruneProcessor } from './idempotent-requests-prune.ts';

const context = { attempt: 1, finalAttempt: true } as const;

describe('idempotency keys job (PostgreSQL)', () => {
  let services: TestServices;

  beforeAll(async () => {
    services = await openTestServices();
  });
  afterAll(() => services.close());

  it('drops the stored answers older than a day and keeps the recent ones', async () => {
    const { userId } = await createPlayer(services.orm, 'Retrying Rhea');
    const answered = (key: string, hoursAgo: number) =>
      services.orm.em
        .fork()
        .execute(
          'insert into idempotent_requests (user_id, key, request, status, body, created_at) values (?, ?, ?, 201, ?, ?)',
          [
            userId,
            key,
            'post fingerprint',
            JSON.stringify({ email: 'rhea@example.com' }),
            new Date(Date.now() - hoursAgo * 3_600_000),
          ],
        );
    await answered('answered-yesterday', 25);
    await answered('answered-an-hour-ago', 1);

    const processor = idempotentRequestsPruneProcessor({ orm: services.orm });
    await processor.run({ requestedAt: new Date().toISOString() }, { redis: services.redis, ...context });

    const left = await services.orm.em.fork().find(IdempotentRequest, { userId });
    expect(left.map((row) => row.key)).toEqual(['answered-an-hour-ago']);
  });
});
