import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockFrom, resetClock, setClock } from '../../clock.ts';
import { Match } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { playMatch, type Scenario, tournamentWith } from '../competition/competition-scenario.ts';
import { setMatchTime } from '../competition/set-match-time.ts';
import { startPhase } from '../competition/start-phase.ts';
import { listEventMatches } from './list-event-matches.ts';

/** The public matches list: live and next first, then results newest first; narrowed on request. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterEach(() => resetClock());
afterAll(() => orm.close());

const MINUTE = 60_000;

describe('event matches list', () => {
  let scenario: Scenario;
  let quarters: InstanceType<typeof Match.class>[];
  const list = (query: Record<string, unknown> = {}) =>
    listEventMatches({ em: orm.em.fork(), actor: null }, scenario.tournamentId, {
      page: 1,
      pageSize: 50,
      ...query,
    });

  beforeAll(async () => {
    scenario = await tournamentWith(orm, 8, [
      { name: 'Playoffs', format: 'Single Elimination', participatingTeams: 8, isFinal: true },
    ]);
    await startPhase(scenario.ctx(scenario.organiser), {
      tournamentId: scenario.tournamentId,
      phaseIndex: 0,
      seeding: 'registration',
    });
    quarters = await orm.em
      .fork()
      .find(
        Match,
        { tournament: scenario.tournamentId, status: 'pending' },
        { orderBy: { playOrder: 'asc' }, populate: ['teamA', 'teamB'] },
      );
    const [qf1, qf2, qf3, qf4] = quarters;
    // QF1 finished half an hour before QF2; QF3 started ten minutes ago; QF4 starts in two hours.
    setClock(clockFrom(new Date(Date.now() - 30 * MINUTE)));
    await playMatch(scenario, qf1!, true);
    resetClock();
    await playMatch(scenario, qf2!, true);
    const { ctx, organiser } = scenario;
    await setMatchTime(ctx(organiser), {
      matchId: qf3!.id,
      time: new Date(Date.now() - 10 * MINUTE).toISOString(),
    });
    await setMatchTime(ctx(organiser), {
      matchId: qf4!.id,
      time: new Date(Date.now() + 120 * MINUTE).toISOString(),
    });
  });

  it('puts the live match first, then the next ones, then results newest first', async () => {
    const page = await list();
    const [qf1, qf2, qf3, qf4] = quarters.map((match) => match.name);
    const names = page.items.map((item) => item.name);
    expect(names.slice(0, 2)).toEqual([qf3, qf4]);
    expect(names.slice(-2)).toEqual([qf2, qf1]);
    expect(page.total).toBe(7);
  });

  it('narrows by status, team, round and phase', async () => {
    const [qf1, qf2, qf3] = quarters;
    expect((await list({ status: 'completed' })).items.map((item) => item.name)).toEqual([
      qf2!.name,
      qf1!.name,
    ]);
    expect((await list({ team: qf3!.teamA!.id })).items.map((item) => item.name)).toEqual([qf3!.name]);
    expect((await list({ round: qf1!.roundKey })).total).toBe(4);
    expect((await list({ phase: 0 })).total).toBe(7);
    expect((await list({ phase: 1 })).total).toBe(0);
  });
});
