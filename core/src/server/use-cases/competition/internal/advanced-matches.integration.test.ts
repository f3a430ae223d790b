import { OptimisticLockError } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match } from '../../../db/entities/index.ts';
import { type Orm, openOrm } from '../../../db/orm.ts';
import { startPhase } from '../start-phase.ts';
import { advancedMatchOf, writeAdvancedMatches } from './advanced-matches.ts';
import { toBracketMatch } from './bracket-state.ts';
import { tournamentWith } from './competition-scenario.ts';

let orm: Orm;

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

describe('writing the matches a result advanced into', () => {
  it('writes a match read at its current version, and refuses one another write changed since', async () => {
    const setup = await tournamentWith(orm, 4, [
      { name: 'Main', format: 'Single Elimination', participatingTeams: 4, isFinal: true },
    ]);
    await startPhase(setup.ctx(setup.organiser), {
      tournamentId: setup.tournamentId,
      phaseIndex: 0,
      seeding: 'registration',
    });
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
