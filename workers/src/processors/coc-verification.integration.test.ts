import { cocTokenRef, GameAccount, readJobSecret, requestCocVerification } from '@galaxia/core/server';
import { startFakeCoc } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { UnrecoverableError } from 'bullmq';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CocApiError, createCocClient } from '../clients/coc-client.ts';
import { useWorkers } from '../test-support/running-workers.ts';
import { createPlayer } from '../test-support/test-services.ts';
import { cocVerificationProcessor } from './coc-verification.ts';

const API_KEY = 'coc-developer-key';

describe('Clash of Clans verification worker (real Redis and PostgreSQL, fake Clash of Clans API)', () => {
  const coc = startedBeforeAll(
    () =>
      startFakeCoc({
        apiToken: API_KEY,
        players: { '#2PP0JCCL': 'Kabir the Chief', '#9QJ2RL8': 'Token Keeper' },
        townHalls: { '#2PP0JCCL': 13 },
        unknownTags: ['#UUU'],
      }),
    'The fake Clash of Clans API',
  );
  let processor: ReturnType<typeof cocVerificationProcessor>;
  const services = useWorkers(({ orm }) => {
    processor = cocVerificationProcessor({
      orm,
      coc: createCocClient({ baseUrl: coc.apiUrl, apiToken: API_KEY }),
    });
    return [processor];
  });
  afterEach(() => coc.setMode('ok'));

  const request = async (playerTag: string, token = 'tok-12345') => {
    const actor = await createPlayer(services.orm);
    const { account } = await requestCocVerification(
      { em: services.orm.em.fork(), actor, queues: services.queues },
      { playerTag, token },
    );
    const row = await services.orm.em
      .fork()
      .findOneOrFail(GameAccount, { gameId: 'coc', inGameId: account.id });
    return { actor, accountId: row.id };
  };
  const settled = (accountId: string) =>
    vi.waitFor(
      async () => {
        const account = await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId });
        expect(account.status).not.toBe('pending');
        return account;
      },
      { timeout: 15_000, interval: 100 },
    );
  /** A pending token claim written straight to the database, for runs of the processor by hand. */
  const pendingClaim = async (playerTag: string) => {
    const actor = await createPlayer(services.orm);
    const em = services.orm.em.fork();
    const claim = em.create(GameAccount, {
      user: actor.userId,
      gameId: 'coc',
      inGameId: playerTag,
      status: 'pending',
      method: 'coc_token',
    });
    await em.flush();
    return { actor, claim };
  };
  const callsFor = (tag: string) => coc.verifyCalls.filter((call) => call.tag === tag);

  it('verifies the account and records its in-game name and Town Hall level when the API says ok', async () => {
    const { accountId } = await request('#2PP0JCCL', 'right-token');
    const account = await settled(accountId);
    expect(account).toMatchObject({
      status: 'verified',
      inGameName: 'Kabir the Chief',
      townHallLevel: 13,
      rejectionReason: null,
    });
    expect(account.verifiedAt).toBeInstanceOf(Date);
    expect(callsFor('#2PP0JCCL')).toEqual([{ tag: '#2PP0JCCL', token: 'right-token' }]);
    const verifyRequest = coc.requests.find((r) => r.method === 'POST' && r.path.includes('verifytoken'));
    expect(verifyRequest?.path).toBe('/v1/players/%232PP0JCCL/verifytoken');
    expect(verifyRequest?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('refreshes the Town Hall level when the owner verifies the account again, keeping it verified', async () => {
    coc.addPlayer('#2PYLQ8', 'Upgrading Chief', 13);
    const { actor, accountId } = await request('#2PYLQ8', 'right-token');
    expect(await settled(accountId)).toMatchObject({ status: 'verified', townHallLevel: 13 });
    coc.setTownHall('#2PYLQ8', 15);
    const again = await requestCocVerification(
      { em: services.orm.em.fork(), actor, queues: services.queues },
      { playerTag: '#2PYLQ8', token: 'fresh-token' },
    );
    expect(again.account.status).toBe('verified');
    await vi.waitFor(
      async () =>
        expect(await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId })).toMatchObject({
          status: 'verified',
          townHallLevel: 15,
        }),
      { timeout: 15_000, interval: 100 },
    );
    const other = await createPlayer(services.orm, 'Not the owner');
    await expect(
      requestCocVerification(
        { em: services.orm.em.fork(), actor: other, queues: services.queues },
        { playerTag: '#2PYLQ8', token: 'fresh-token' },
      ),
    ).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'This account is already verified by another player',
    });
  });

  it('rejects with the catalogue reason when the API says the token is invalid', async () => {
    coc.setMode('invalid');
    const { accountId } = await request('#9QQ', 'wrong-token');
    const account = await settled(accountId);
    expect(account.status).toBe('rejected');
    expect(account.rejectionReason).toBe(
      'The API token does not match this player tag. Copy a new token from the in-game settings and try again.',
    );
    expect(account.inGameName).toBeNull();
  });

  it('retries a throttled check with backoff and then verifies', async () => {
    coc.setMode('429-then-ok');
    const started = Date.now();
    const { accountId } = await request('#8YY');
    const account = await settled(accountId);
    expect(account.status).toBe('verified');
    expect(callsFor('#8YY')).toHaveLength(2);
    // BullMQ's exponential backoff starts at one second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });

  it('rejects an unknown tag at once, without retrying', async () => {
    const { accountId } = await request('#UUU');
    const account = await settled(accountId);
    expect(account.status).toBe('rejected');
    expect(account.rejectionReason).toBe(
      'No Clash of Clans player has this tag. Check the tag on your in-game profile.',
    );
    expect(callsFor('#UUU')).toHaveLength(1);
  });

  it('leaves the claim pending while the API is in maintenance, and rejects after the last attempt', async () => {
    coc.setMode('503');
    const { actor, claim } = await pendingClaim('#LLL');
    const tokenRef = cocTokenRef(claim.id, 'tok');
    await services.queues.putSecret(tokenRef, 'tok');
    const data = { accountId: claim.id, userId: actor.userId, playerTag: '#LLL', tokenRef };
    await expect(
      processor.run(data, { redis: services.redis, attempt: 1, finalAttempt: false }),
    ).rejects.toThrow(CocApiError);
    expect((await services.orm.em.fork().findOneOrFail(GameAccount, { id: claim.id })).status).toBe(
      'pending',
    );
    await expect(
      processor.run(data, { redis: services.redis, attempt: 5, finalAttempt: true }),
    ).rejects.toThrow(UnrecoverableError);
    const account = await services.orm.em.fork().findOneOrFail(GameAccount, { id: claim.id });
    expect(account.status).toBe('rejected');
    expect(account.rejectionReason).toBe(
      'Clash of Clans could not be reached to check this account. Please try again later.',
    );
  });

  it('never applies a check twice, nor to a claim that has moved on', async () => {
    const { actor, accountId } = await request('#QQQ');
    const verified = await settled(accountId);
    expect(verified.status).toBe('verified');
    const before = verified.updatedAt.getTime();
    const tokenRef = cocTokenRef(accountId, 'tok-12345');
    const duplicate = { accountId, userId: actor.userId, playerTag: '#QQQ', tokenRef };
    await expect(
      processor.run(duplicate, { redis: services.redis, attempt: 1, finalAttempt: true }),
    ).resolves.toEqual({
      outcome: 'stale',
    });
    const other = await createPlayer(services.orm, 'Someone else');
    await expect(
      processor.run(
        { ...duplicate, userId: other.userId },
        { redis: services.redis, attempt: 1, finalAttempt: true },
      ),
    ).resolves.toEqual({ outcome: 'stale' });
    const after = await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId });
    expect(after.updatedAt.getTime()).toBe(before);
    expect(after.status).toBe('verified');
  });

  it('finds the token by reference and forgets it once the claim is settled', async () => {
    const { accountId } = await request('#9QJ2RL8', 'secret-token-1');
    const jobs = await services.queues.queue('coc-verification').getJobs(['completed', 'waiting', 'active']);
    const job = jobs.find((candidate) => candidate.data.accountId === accountId);
    expect(JSON.stringify(job?.data)).not.toContain('secret-token-1');
    expect((await settled(accountId)).status).toBe('verified');
    expect(await readJobSecret(services.redis, cocTokenRef(accountId, 'secret-token-1'))).toBeNull();
  });

  it('rejects the claim with a message when the token has lapsed before the check ran', async () => {
    const { actor, claim } = await pendingClaim('#LAPSED');
    const data = {
      accountId: claim.id,
      userId: actor.userId,
      playerTag: '#LAPSED',
      tokenRef: cocTokenRef(claim.id, 'gone'),
    };
    await expect(
      processor.run(data, { redis: services.redis, attempt: 1, finalAttempt: false }),
    ).rejects.toThrow(UnrecoverableError);
    const account = await services.orm.em.fork().findOneOrFail(GameAccount, { id: claim.id });
    expect([account.status, account.rejectionReason]).toEqual([
      'rejected',
      'This check waited too long and its token is gone. Please submit your player tag and token again.',
    ]);
  });
});
