import type { PhaseFormat } from '@galaxia/core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClock } from '../../clock.ts';
import { Match, Phase } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { loadRoadmap } from '../tournaments/internal/stored-roadmap.ts';
import { playEverything, startScenarioPhase, tournamentWith } from './internal/competition-scenario.ts';

/** The per-phase extras the organiser sets in the roadmap reach the bracket engines when a phase starts. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());
// Tests move the clock past dispute windows; each starts again from real time.
afterEach(() => resetClock());

async function started(format: PhaseFormat, extras: { thirdPlace?: boolean; grandFinalReset?: boolean }) {
  const scenario = await tournamentWith(orm, 4, [
    { name: 'Playoffs', format, participatingTeams: 4, isFinal: true },
  ]);
  await orm.em.fork().nativeUpdate(Phase, { tournament: scenario.tournamentId }, extras);
  await startScenarioPhase(scenario);
  return scenario;
}

const names = async (tournamentId: string) =>
  (await orm.em.fork().find(Match, { tournament: tournamentId }, { orderBy: { playOrder: 'asc' } })).map(
    (match) => match.name,
  );

describe('bracket extras per phase', () => {
  it('plays a third-place match between the semi-final losers when single elimination asks for one', async () => {
    const scenario = await started('Single Elimination', { thirdPlace: true });
    expect(await names(scenario.tournamentId)).toContain('Third-place match');
    const roadmap = await loadRoadmap(orm.em.fork(), scenario.tournamentId);
    expect(roadmap.phases[0]).toMatchObject({ thirdPlace: true });

    await playEverything(orm, scenario);
    const third = await orm.em
      .fork()
      .findOneOrFail(
        Match,
        { tournament: scenario.tournamentId, displayId: 'third-place' },
        { populate: ['winner', 'loser'] },
      );
    // Seeds 1 and 2 reach the final; 3 beats 4 for third place.
    expect([third.winner?.name, third.loser?.name]).toEqual(['Seed 3', 'Seed 4']);
  });

  it('has no third-place match without the setting', async () => {
    const scenario = await started('Single Elimination', {});
    expect(await names(scenario.tournamentId)).not.toContain('Third-place match');
  });

  it('draws a grand-final reset into a double elimination that asks for one, and none otherwise', async () => {
    const withReset = await started('Double Elimination', { grandFinalReset: true });
    const without = await started('Double Elimination', {});
    const reset = (id: string) => orm.em.fork().count(Match, { tournament: id, displayId: 'gf-reset' });
    expect(await reset(withReset.tournamentId)).toBe(1);
    expect(await reset(without.tournamentId)).toBe(0);
  });
});
