import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match, Team } from '../../../db/entities/index.ts';
import { type Orm, openOrm } from '../../../db/orm.ts';
import { startScenarioPhase, tournamentWith } from './competition-scenario.ts';
import { lockMatch, lockRow } from './row-locks.ts';

let orm: Orm;

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

describe('lockMatch', () => {
  it('reads the match with the teams a result placed in it while the lock was waited for', async () => {
    const setup = await tournamentWith(orm, 4, [
      { name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true },
    ]);
    await startScenarioPhase(setup);
    const final = await orm.em.fork().findOneOrFail(Match, { tournament: setup.tournamentId, teamA: null });
    const winner = await orm.em.fork().findOneOrFail(Team, { id: setup.seeds[0]! });

    // A result holds the phase lock while it places its winner in the final.
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let placed = () => {};
    const hasPlaced = new Promise<void>((resolve) => {
      placed = resolve;
    });
    const result = orm.em.fork().transactional(async (em) => {
      await lockRow(em, 'phases', final.phase.id);
      await em.execute('update matches set team_a_id = ? where id = ?', [winner.id, final.id]);
      placed();
      await holding;
    });
    await hasPlaced;
    const move = orm.em.fork().transactional((em) => lockMatch(em, final.id));
    // The move waits on the phase lock; the result commits only once the wait has begun.
    const waiting = async () =>
      (
        await orm.em
          .fork()
          .execute<{ waiting: number }[]>(
            `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%for no key update of p, m%'`,
          )
      )[0]!.waiting;
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBe(1);
    release();
    await result;

    const { match } = await move;
    expect(match.teamA?.id).toBe(winner.id);
    expect(match.teamA?.name).toBe(winner.name);
  });
});
