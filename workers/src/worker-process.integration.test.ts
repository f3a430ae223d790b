import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cocTokenRef, cocVerificationJob, GameAccount, requestCocVerification } from '@galaxia/core/server';
import { type FakeCoc, type FakeDiscordRest, startFakeCoc, startFakeDiscordRest } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPlayer, openTestServices, type TestServices } from './test-support/test-services.ts';

const API_KEY = 'coc-developer-key';
const LOCK_MS = 1_500;
const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
// The process runs every processor: on queues of its own, or it would take the other files' jobs.
const QUEUE_PREFIX = 'worker-process-test';

describe('the workers process (spawned as in production)', () => {
  let services: TestServices;
  let coc: FakeCoc;
  let discord: FakeDiscordRest;
  let uploadDir: string;
  const children = new Set<ChildProcess>();

  beforeAll(async () => {
    services = await openTestServices({ queuePrefix: QUEUE_PREFIX });
    coc = await startFakeCoc({ apiToken: API_KEY, players: { '#2PP': 'Survivor' } });
    discord = await startFakeDiscordRest({ botToken: 'bot-token' });
    uploadDir = await mkdtemp(join(tmpdir(), 'galaxia-workers-'));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all([
      coc.close(),
      discord.close(),
      services.close(),
      rm(uploadDir, { recursive: true, force: true }),
    ]);
  });

  const startWorkers = async () => {
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: inject('databaseUrl'),
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX,
        COC_API_URL: coc.apiUrl,
        COC_API_TOKEN: API_KEY,
        DISCORD_API_URL: discord.apiUrl,
        DISCORD_BOT_TOKEN: 'bot-token',
        UPLOAD_DIR: uploadDir,
        WORKERS_LOCK_MS: String(LOCK_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    await vi.waitFor(() => expect(output).toContain('[workers] processing'), {
      timeout: 20_000,
      interval: 50,
    });
    return { child, output: () => output };
  };
  const exited = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  const requestCheck = async (playerTag: string) => {
    const actor = await createPlayer(services.orm);
    const payload = { playerTag, token: `token-${playerTag}` };
    await requestCocVerification({ em: services.orm.em.fork(), actor, queues: services.queues }, payload);
    const account = await services.orm.em.fork().findOneOrFail(GameAccount, { inGameId: playerTag });
    const jobId =
      cocVerificationJob.jobId?.({
        accountId: account.id,
        userId: actor.userId,
        playerTag,
        tokenRef: cocTokenRef(account.id, payload.token),
      }) ?? '';
    return { accountId: account.id, jobId };
  };
  const verified = (accountId: string) =>
    vi.waitFor(
      async () => {
        const account = await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId });
        expect(account.status).toBe('verified');
        return account;
      },
      // Respawning node and spotting the stalled job take seconds; a busy CI machine can take many.
      { timeout: 60_000, interval: 100 },
    );

  it('finishes the running check on SIGTERM before it exits', async () => {
    coc.setDelay(1_000);
    const { child } = await startWorkers();
    const { accountId, jobId } = await requestCheck('#2PP');
    await coc.verifyCallsReach(1);
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    const account = await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId });
    expect(account).toMatchObject({ status: 'verified', inGameName: 'Survivor' });
    const job = await services.queues.queue(cocVerificationJob.queue).getJob(jobId);
    expect(await job?.getState()).toBe('completed');
  });

  it('picks a check up again after the process is killed mid-job, and applies it exactly once', async () => {
    coc.setDelay(30_000);
    const callsBefore = coc.verifyCalls.length;
    const first = await startWorkers();
    const { accountId, jobId } = await requestCheck('#9PP');
    await coc.verifyCallsReach(callsBefore + 1);
    const killed = exited(first.child);
    first.child.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');
    const midway = await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId });
    expect(midway.status).toBe('pending');

    coc.setDelay(0);
    const second = await startWorkers();
    const account = await verified(accountId);
    expect(account.inGameName).toBe('Chief #9PP');
    const queue = services.queues.queue(cocVerificationJob.queue);
    await vi.waitFor(async () => expect(await (await queue.getJob(jobId))?.getState()).toBe('completed'), {
      timeout: 5_000,
    });
    const job = await queue.getJob(jobId);
    expect(job?.returnvalue).toEqual({ outcome: 'verified' });
    // The killed run never finished; only the run after the restart applied the verdict, once.
    expect(coc.verifyCalls.slice(callsBefore).map((call) => call.tag)).toEqual(['#9PP', '#9PP']);
    expect(await services.orm.em.fork().count(GameAccount, { inGameId: '#9PP' })).toBe(1);
    const settledAt = account.updatedAt.getTime();
    await queue.add(cocVerificationJob.name, job?.data, { jobId: `${jobId}.again` });
    await vi.waitFor(async () =>
      expect(await (await queue.getJob(`${jobId}.again`))?.getState()).toBe('completed'),
    );
    const after = await services.orm.em.fork().findOneOrFail(GameAccount, { id: accountId });
    expect(after.updatedAt.getTime()).toBe(settledAt);
    expect(after.verifiedAt?.getTime()).toBe(account.verifiedAt?.getTime());

    const stopped = exited(second.child);
    second.child.kill('SIGTERM');
    expect((await stopped).code).toBe(0);
  }, 120_000);
});
