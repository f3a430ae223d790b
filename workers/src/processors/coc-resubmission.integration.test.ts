import { cocTokenRef, cocVerificationJob, GameAccount, requestCocVerification } from '@galaxia/core/server';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, openTestServices, type TestServices } from '../test-support/test-services.ts';

/** A claim whose check failed for good is checked again when the player sends the same token. */
describe('sending the same Clash of Clans token again', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await openTestServices();
  });
  afterAll(() => services.close());

  it('queues a new check after the last one failed, instead of leaving the claim pending forever', async () => {
    const actor = await createPlayer(services.orm, 'Retrier');
    const ctx = () => ({ em: services.orm.em.fork(), actor, queues: services.queues });
    const input = { playerTag: '#RJC9', token: 'same-token' };
    await requestCocVerification(ctx(), input);
    const account = await services.orm.em.fork().findOneOrFail(GameAccount, { user: actor.userId });
    const jobId = cocTokenRef(account.id, input.token);
    const queue = services.queues.queue(cocVerificationJob.queue);

    // A worker takes the job and it fails for good (the game's API kept answering errors).
    const others = (await queue.getWaiting()).filter((job) => job.id !== jobId);
    await Promise.all(others.map((job) => job.remove()));
    const worker = new Worker(cocVerificationJob.queue, null, { connection: services.connection });
    const taken = await worker.getNextJob('test-lock');
    expect(taken?.id).toBe(jobId);
    taken?.discard();
    await taken?.moveToFailed(new Error('Clash of Clans is in maintenance'), 'test-lock');
    await worker.close();
    expect(await (await queue.getJob(jobId))?.getState()).toBe('failed');

    await requestCocVerification(ctx(), input);
    expect(await (await queue.getJob(jobId))?.getState()).toBe('waiting');
    // A double-submitted form while the check waits still asks once.
    await requestCocVerification(ctx(), input);
    expect(await queue.getJobCounts('waiting')).toMatchObject({ waiting: 1 });
  });
});
