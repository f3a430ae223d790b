import { createDoubleElimination, playOut, seededRandom } from '@galaxia/core';
import { OptimisticLockError } from '@mikro-orm/core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClock } from '../../../clock.ts';
import { Match, Phase } from '../../../db/entities/index.ts';
import { type Orm, openOrm } from '../../../db/orm.ts';
import { startPhase } from '../start-phase.ts';
import { advancedMatchOf, writeAdvancedMatches } from './advanced-matches.ts';
import { toBracketMatch } from './bracket-state.ts';
import { NO_PORTS } from './competition-ports.ts';
import { type PhasePlan, passDisputeWindows, playMatch, tournamentWith } from './competition-scenario.ts';

/**
 * A result reads only the matches it reaches, and reads further when the engine runs into a BYE that
 * passes a team on: stored brackets with BYEs end exactly as the engine plays them in memory, whatever
 * order the results come in. The matches it changes are written at the version they were read at.
 */

let orm: Orm;

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());
// Tests move the clock past dispute windows; each starts again from real time.
afterEach(() => resetClock());

/** A tournament of one phase for every team, started with the teams seeded in registration order. */
async function startedWith(teamCount: number, phase: Omit<PhasePlan, 'name' | 'participatingTeams'>) {
  const setup = await tournamentWith(orm, teamCount, [
    { name: 'Main', participatingTeams: teamCount, isFinal: true, ...phase },
  ]);
  const start = { tournamentId: setup.tournamentId, phaseIndex: 0, seeding: 'registration' } as const;
  await startPhase(setup.ctx(setup.organiser), start, NO_PORTS);
  return setup;
}

describe('a result settled from its reach', () => {
  it.each([6, 11])(
    'plays a %i-team double elimination with BYEs and a reset as the whole bracket would, in shuffled order',
    async (teamCount) => {
      const setup = await startedWith(teamCount, { format: 'Double Elimination', grandFinalReset: true });
      const better = (a: string, b: string) => setup.seeds.indexOf(a) < setup.seeds.indexOf(b);
      const random = seededRandom(teamCount);
      for (;;) {
        const pending = await orm.em
          .fork()
          .find(Match, { tournament: setup.tournamentId, status: 'pending' });
        if (pending.length === 0) break;
        const match = pending[Math.floor(random() * pending.length)]!;
        await playMatch(setup, match, better(match.teamA!.id, match.teamB!.id), NO_PORTS);
      }

      // The last result completes the phase once its dispute window has passed.
      expect((await orm.em.fork().findOneOrFail(Phase, { tournament: setup.tournamentId })).status).toBe(
        'active',
      );
      await passDisputeWindows(orm, setup, NO_PORTS);
      const em = orm.em.fork();
      const phase = await em.findOneOrFail(Phase, { tournament: setup.tournamentId });
      const expected = playOut(createDoubleElimination(phase.seeds!, { grandFinalReset: true }), (match) =>
        better(match.teamA!, match.teamB!) ? { scoreA: 2, scoreB: 1 } : { scoreA: 1, scoreB: 2 },
      );
      const stored = await em.find(Match, { phase }, { orderBy: { playOrder: 'asc' } });
      expect(
        stored.map((row) => ({
          id: row.displayId,
          teamA: row.teamA?.id ?? null,
          teamB: row.teamB?.id ?? null,
          winner: row.winner?.id ?? null,
          status: row.bracketStatus,
        })),
      ).toEqual(
        expected.matches.map(({ id, teamA, teamB, winner, status }) => ({
          id,
          teamA,
          teamB,
          winner,
          status,
        })),
      );
      expect(stored.filter((row) => row.bracketStatus === 'bye').length).toBeGreaterThan(0);
      expect(phase.status).toBe('completed');
    },
  );
});

describe('writing the matches a result advanced into', () => {
  it('writes a match read at its current version, and refuses one another write changed since', async () => {
    const setup = await startedWith(4, { format: 'Single Elimination' });
    const final = await orm.em.fork().findOneOrFail(Match, { tournament: setup.tournamentId, round: 2 });
    const read = { id: final.id, status: final.status, version: final.version };
    const withTeamA = { ...toBracketMatch(final), teamA: setup.seeds[0]! };

    await orm.em.fork().transactional((em) => writeAdvancedMatches(em, [advancedMatchOf(read, withTeamA)]));
    const written = await orm.em.fork().findOneOrFail(Match, final.id);
    expect([written.teamA?.id, written.status, written.version]).toEqual([setup.seeds[0], 'upcoming', 2]);

    // Read at version 1, written meanwhile: the stale write changes nothing.
    const withTeamB = { ...withTeamA, teamB: setup.seeds[1]! };
    await expect(
      orm.em.fork().transactional((em) => writeAdvancedMatches(em, [advancedMatchOf(read, withTeamB)])),
    ).rejects.toBeInstanceOf(OptimisticLockError);
    const kept = await orm.em.fork().findOneOrFail(Match, final.id);
    expect([kept.teamB?.id ?? null, kept.version]).toEqual([null, 2]);
  });
});
