import { defaultMapPool } from '@galaxia/core';
import { MatchVeto, matchVetoOpenJob, matchVetoTimeoutJob, Phase, queuePorts } from '@galaxia/core/server';
import { describe, expect, it, vi } from 'vitest';
import { moveMatch, scheduledMatch } from '../test-support/competition-fixtures.ts';
import { useWorkers } from '../test-support/running-workers.ts';
import { matchVetoOpenProcessor } from './match-veto-open.ts';

const HOUR = 3_600_000;

describe('a map veto opening at the time the organiser set (delayed BullMQ job)', () => {
  const services = useWorkers((opened) => [
    matchVetoOpenProcessor({ orm: opened.orm, ports: queuePorts(opened.queues) }),
  ]);
  const openings = () => services.queues.queue(matchVetoOpenJob.queue);

  it('opens the veto when its time comes and sets the first step’s timer; the job run again changes nothing', async () => {
    const fixture = await scheduledMatch(services.orm, { scheduledTime: new Date(Date.now() + 2 * HOUR) });
    const em = services.orm.em.fork();
    const phase = await em.findOneOrFail(Phase, { tournament: fixture.tournamentId });
    phase.vetoSettings = {
      pool: [...defaultMapPool('valorant')],
      sequences: {},
      firstRule: 'seed',
      stepSeconds: 60,
      opensMinutesBefore: 60,
    };
    await em.flush();
    // The playoffs' veto opens an hour before each match; this one is an hour and three seconds away.
    const scheduledTime = new Date(Date.now() + HOUR + 3_000);
    await moveMatch(services.orm, fixture.matchId, scheduledTime);

    const opening = {
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime: scheduledTime.toISOString(),
      opensAt: new Date(scheduledTime.getTime() - HOUR).toISOString(),
    };
    await queuePorts(services.queues).schedule({
      tournamentId: fixture.tournamentId,
      matchId: fixture.matchId,
      scheduledTime,
      vetoOpensAt: new Date(scheduledTime.getTime() - HOUR),
    });
    const job = await openings().getJob(matchVetoOpenJob.jobId!(opening));
    expect(job?.data).toEqual(opening);
    // Delayed until the opening time.
    expect(job?.opts.delay).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await job?.getState()).toBe('completed'), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await openings().getJob(job!.id!))?.returnvalue).toEqual({ outcome: 'opened' });

    const veto = await services.orm.em.fork().findOneOrFail(MatchVeto, { match: fixture.matchId });
    expect(veto.actions).toEqual([]);
    const timers = (await services.queues.queue(matchVetoTimeoutJob.queue).getDelayed()).filter(
      (timer) => timer.data.matchId === fixture.matchId,
    );
    expect(timers.map((timer) => timer.data.step)).toEqual([0]);

    const again = await openings().add(matchVetoOpenJob.name, job!.data, { jobId: `${job!.id}.again` });
    await vi.waitFor(async () => expect(await again.getState()).toBe('completed'), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await openings().getJob(again.id!))?.returnvalue).toEqual({ outcome: 'gone' });
    expect(await services.orm.em.fork().count(MatchVeto, { match: fixture.matchId })).toBe(1);
  });
});
