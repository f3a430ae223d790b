import { champion } from '@galaxia/core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClock } from '../../clock.ts';
import { Match, Phase, Tournament } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { loadPhaseBracket } from './internal/bracket-state.ts';
import {
  groupsThenPlayoffs,
  type PhasePlan,
  playEverything as playAll,
  type Scenario,
  tournamentWith as scenarioWith,
  startScenarioPhase,
} from './internal/competition-scenario.ts';

/**
 * The formats the API journey does not play, through the use cases: a Swiss stage with an odd field
 * (BYEs, rounds paired as they finish) feeding a final, and a double elimination to its grand final.
 */

let orm: Orm;
const tournamentWith = (teamCount: number, phases: PhasePlan[]) => scenarioWith(orm, teamCount, phases);
const playEverything = (scenario: Scenario, winnerOf?: (a: string, b: string) => string) =>
  playAll(orm, scenario, winnerOf);
const _ctx = (actor: Scenario['organiser']) => ({ em: orm.em.fork(), actor });

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());
// Tests move the clock past dispute windows; each starts again from real time.
afterEach(() => resetClock());

describe('playing the other formats through the use cases', () => {
  it('pairs a five-team Swiss round by round, with BYEs, and sends its top two to the final', async () => {
    const setup = await tournamentWith(5, [
      { name: 'Swiss', format: 'Swiss', participatingTeams: 5, qualifyingTeams: [2] },
      {
        name: 'Final',
        format: 'Single Elimination',
        participatingTeams: 0,
        qualifiedTeams: [[0, 0]],
        isFinal: true,
      },
    ]);
    const started = await startScenarioPhase(setup);
    // Round 1 only: two matches and a BYE for the lowest seed.
    expect(started.matches).toBe(3);
    await playEverything(setup);

    const em = orm.em.fork();
    const [swiss, final] = await em.find(
      Phase,
      { tournament: setup.tournamentId },
      { orderBy: { position: 'asc' } },
    );
    expect([swiss!.status, final!.status]).toEqual(['completed', 'completed']);
    const rounds = await em.find(Match, { phase: swiss! }, { orderBy: { playOrder: 'asc' } });
    expect(new Set(rounds.map((m) => m.roundKey))).toEqual(new Set(['swiss-1', 'swiss-2', 'swiss-3']));
    expect(rounds.filter((m) => m.bracketStatus === 'bye')).toHaveLength(3);
    expect(rounds.map((m) => m.playOrder)).toEqual(rounds.map((_, i) => i));
    // Seed 1 won all three, seed 2 lost only to seed 1: they meet again in the final.
    expect(final!.seeds).toEqual([setup.seeds[0], setup.seeds[1]]);
    const { state } = await loadPhaseBracket(em, final!);
    expect(champion(state)).toBe(setup.seeds[0]);
    expect((await em.findOneOrFail(Tournament, { id: setup.tournamentId })).lifecycle).toBe('completed');
  });

  it('plays a double elimination through the losers bracket to the grand final', async () => {
    const setup = await tournamentWith(4, [
      { name: 'Main', format: 'Double Elimination', participatingTeams: 4, isFinal: true },
    ]);
    await startScenarioPhase(setup);
    // Seed 2 beats seed 1 only in the grand final, after losing to them in the winners final.
    let finalsPlayed = 0;
    await playEverything(setup, (a, b) => {
      const pair = new Set([a, b]);
      if (pair.has(setup.seeds[0]!) && pair.has(setup.seeds[1]!) && finalsPlayed++ === 1)
        return setup.seeds[1]!;
      return setup.seeds.indexOf(a) < setup.seeds.indexOf(b) ? a : b;
    });
    const em = orm.em.fork();
    const rows = await em.find(Match, { tournament: setup.tournamentId }, { orderBy: { playOrder: 'asc' } });
    expect(rows.map((m) => [m.displayId, m.status, m.bracketStatus])).toEqual([
      ['wb1-1', 'completed', 'completed'],
      ['wb1-2', 'completed', 'completed'],
      ['wb2-1', 'completed', 'completed'],
      ['lb1-1', 'completed', 'completed'],
      ['lb2-1', 'completed', 'completed'],
      ['gf', 'completed', 'completed'],
    ]);
    expect(rows.find((m) => m.displayId === 'gf')!.winner!.id).toBe(setup.seeds[1]);
    expect((await em.findOneOrFail(Tournament, { id: setup.tournamentId })).lifecycle).toBe('completed');
  });

  it('cross-seeds group qualifiers: the winner of one group meets the runner-up of the other', async () => {
    // Serpentine groups: A = seeds 1, 4, 5, 8 and B = seeds 2, 3, 6, 7; the better seed wins every match,
    // so the qualifiers in ranking order are 1 (A1), 2 (B1), 3 (B2), 4 (A2), and seeding them as they
    // come would open with 1 v 4 and 2 v 3: two rematches of the group stage.
    const setup = await tournamentWith(
      8,
      groupsThenPlayoffs({ name: 'Groups', tiebreaks: ['points', 'score-difference', 'seed'] }),
    );
    await startScenarioPhase(setup);
    const em = orm.em.fork();
    const [groups] = await em.find(
      Phase,
      { tournament: setup.tournamentId },
      { orderBy: { position: 'asc' } },
    );
    expect((await loadPhaseBracket(em, groups!)).state).toMatchObject({
      tiebreaks: ['points', 'score-difference', 'seed'],
    });
    await playEverything(setup);

    const playoffs = await orm.em
      .fork()
      .findOneOrFail(Phase, { tournament: setup.tournamentId, position: 1 }, { populate: ['tournament'] });
    const seed = (id: string) => setup.seeds.indexOf(id) + 1;
    expect(playoffs.seeds!.map(seed)).toEqual([1, 2, 4, 3]);
    const semis = await orm.em
      .fork()
      .find(Match, { phase: playoffs, round: 1 }, { orderBy: { playOrder: 'asc' } });
    expect(semis.map((match) => [seed(match.teamA!.id), seed(match.teamB!.id)])).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });
});
