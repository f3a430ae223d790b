import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  Match,
  MatchCheckIn,
  matchCheckInCloseJob,
  moveSharedTestClock,
  queuePorts,
  resetClock,
  testClockScope,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { scheduledMatch } from './test-support/competition-fixtures.ts';
import { openTestServices, type TestServices } from './test-support/test-services.ts';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
const HOUR = 3_600_000;

/**
 * The workers process, spawned as a journey's site runs it, follows the one test clock: moving it
 * (as `PUT /api/test/clock` does) makes a check-in close due in two hours act now, on the workers' own
 * `now()`, without waiting.
 */
describe('the shared test clock (workers process spawned with GALAXIA_TEST_CLOCK=1)', () => {
  let services: TestServices;
  let child: ChildProcess | undefined;
  const scope = testClockScope(inject('databaseUrl'));

  beforeAll(async () => {
    services = await openTestServices();
    child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        GALAXIA_TEST_CLOCK: '1',
        DATABASE_URL: inject('databaseUrl'),
        REDIS_URL: inject('redisUrl'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    await vi.waitFor(() => expect(output).toContain('[workers] processing'), {
      timeout: 30_000,
      interval: 50,
    });
  }, 60_000);
  afterAll(async () => {
    await moveSharedTestClock(services.redis, services.queues, scope, null);
    resetClock();
    child?.kill('SIGKILL');
    await services.close();
  });

  it('forfeits a no-show at the moved time: the timer job runs at once and the workers agree it is due', async () => {
    const scheduledTime = new Date(Date.now() + 2 * HOUR);
    const fixture = await scheduledMatch(services.orm, { scheduledTime });
    const em = services.orm.em.fork();
    const match = await em.findOneOrFail(Match, { id: fixture.matchId }, { populate: ['teamA', 'teamB'] });
    // Only team A checks in: B is the no-show.
    em.create(MatchCheckIn, { match: match.id, team: match.teamA!.id, checkedInAt: new Date() });
    await em.flush();
    await queuePorts(services.queues).schedule({
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime,
    });
    const queue = services.queues.queue(matchCheckInCloseJob.queue);
    const waiting = (await queue.getDelayed()).filter((job) => job.data.matchId === fixture.matchId);
    expect(waiting).toHaveLength(1);

    const started = Date.now();
    await moveSharedTestClock(
      services.redis,
      services.queues,
      scope,
      new Date(scheduledTime.getTime() + 60_000),
    );
    // This process's own clock goes back to real time: only the workers' clock can make the job act.
    resetClock();

    await vi.waitFor(
      async () => {
        const played = await services.orm.em.fork().findOneOrFail(Match, { id: fixture.matchId });
        expect(played.status).toBe('completed');
        expect(played.winner?.id).toBe(match.teamA!.id);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    // The job's answer is stored once the job returns, a moment after its transaction committed (it then
    // hands the forfeit's posts to the queues).
    await vi.waitFor(
      async () => expect((await queue.getJob(waiting[0]!.id!))?.returnvalue).toEqual({ outcome: 'forfeit' }),
      { timeout: 5_000, interval: 100 },
    );
  });

  it('keeps a timer not yet due by the moved time waiting, only as long as the new time says', async () => {
    await moveSharedTestClock(services.redis, services.queues, scope, null);
    resetClock();
    const scheduledTime = new Date(Date.now() + 5 * HOUR);
    const fixture = await scheduledMatch(services.orm, { scheduledTime });
    await queuePorts(services.queues).schedule({
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime,
    });
    // Four of the five hours pass at once: the check-in close waits one more.
    await moveSharedTestClock(services.redis, services.queues, scope, new Date(Date.now() + 4 * HOUR));
    resetClock();
    const queue = services.queues.queue(matchCheckInCloseJob.queue);
    const [job] = (await queue.getDelayed()).filter((delayed) => delayed.data.matchId === fixture.matchId);
    expect(job).toBeDefined();
    const dueIn = job!.timestamp + job!.delay - Date.now();
    expect(dueIn).toBeGreaterThan(0.9 * HOUR);
    expect(dueIn).toBeLessThan(1.1 * HOUR);
  });
});
