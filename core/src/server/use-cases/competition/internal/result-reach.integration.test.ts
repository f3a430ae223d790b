import { createDoubleElimination, playOut, seededRandom } from '@galaxia/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match, Phase } from '../../../db/entities/index.ts';
import { type Orm, openOrm } from '../../../db/orm.ts';
import { startPhase } from '../start-phase.ts';
import { playMatch, tournamentWith } from './competition-scenario.ts';

/**
 * A result reads only the matches it reaches, and reads further when the engine runs into a BYE that
 * passes a team on: stored brackets with BYEs end exactly as the engine plays them in memory, whatever
 * order the results come in.
 */

let orm: Orm;

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

describe('a result settled from its reach', () => {
  it.each([6, 11])(
    'plays a %i-team double elimination with BYEs and a reset as the whole bracket would, in shuffled order',
    async (teamCount) => {
      const setup = await tournamentWith(orm, teamCount, [
        {
          name: 'Main',
          format: 'Double Elimination',
          participatingTeams: teamCount,
          isFinal: true,
          grandFinalReset: true,
        },
      ]);
      await startPhase(setup.ctx(setup.organiser), {
        tournamentId: setup.tournamentId,
        phaseIndex: 0,
        seeding: 'registration',
      });
      const better = (a: string, b: string) => setup.seeds.indexOf(a) < setup.seeds.indexOf(b);
      const random = seededRandom(teamCount);
      for (;;) {
        const pending = await orm.em
          .fork()
          .find(Match, { tournament: setup.tournamentId, status: 'pending' });
        if (pending.length === 0) break;
        const match = pending[Math.floor(random() * pending.length)]!;
        await playMatch(setup, match, better(match.teamA!.id, match.teamB!.id));
      }

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
