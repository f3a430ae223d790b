import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match, Phase, Ruling, Tournament } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { playMatch, type Scenario, tournamentWith } from './competition-scenario.ts';
import { forfeitMatch } from './forfeit-match.ts';
import { startPhase } from './start-phase.ts';

/** Organiser rulings on PostgreSQL: each one a transaction that re-derives the bracket and is audited. */

let orm: Orm;

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown as { code: string; message: string; details?: unknown },
  );
  if (error === null) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};

const matchesOf = async (scenario: Scenario) => {
  const rows = await orm.em
    .fork()
    .find(
      Match,
      { tournament: scenario.tournamentId },
      { orderBy: { playOrder: 'asc' }, populate: ['teamA', 'teamB', 'winner'] },
    );
  return new Map(rows.map((row) => [row.displayId, row]));
};

const teamName = (scenario: Scenario, teamId: string | undefined) =>
  teamId === undefined ? null : `Seed ${scenario.seeds.indexOf(teamId) + 1}`;

async function fourTeamCup() {
  const scenario = await tournamentWith(orm, 4, [
    { name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true },
  ]);
  await startPhase(scenario.ctx(scenario.organiser), {
    tournamentId: scenario.tournamentId,
    phaseIndex: 0,
    seeding: 'registration',
  });
  return scenario;
}

describe('forfeit', () => {
  it('sends the team that turned up through, notes why and logs who ruled', async () => {
    const cup = await fourTeamCup();
    const sf1 = (await matchesOf(cup)).get('sf-1')!;
    const answer = await forfeitMatch(cup.ctx(cup.organiser), {
      matchId: sf1.id,
      forfeiting: 'B',
      reason: 'Did not join the lobby within 10 minutes',
    });
    expect(answer).toMatchObject({
      status: 'completed',
      scoreA: 1,
      scoreB: 0,
      winner: 'A',
      note: 'Seed 4 forfeited: Did not join the lobby within 10 minutes',
    });
    const rows = await matchesOf(cup);
    expect(teamName(cup, rows.get('sf-1')!.winner?.id)).toBe('Seed 1');
    expect(teamName(cup, rows.get('final')!.teamA?.id)).toBe('Seed 1');

    const [entry] = await orm.em.fork().find(Ruling, { tournament: cup.tournamentId });
    expect(entry).toMatchObject({
      kind: 'forfeit',
      matchName: rows.get('sf-1')!.name,
      organiserName: 'Organiser',
      reason: 'Did not join the lobby within 10 minutes',
      before: { status: 'pending', scoreA: null, scoreB: null, winner: null },
      after: { status: 'completed', scoreA: 1, scoreB: 0, winner: 'Seed 1' },
    });
    expect(entry!.organiser!.id).toBe(cup.organiser.userId);
  });

  it('lets nobody through on a double forfeit: the final is a BYE and the tournament ends', async () => {
    const cup = await fourTeamCup();
    const rows = await matchesOf(cup);
    await playMatch(cup, rows.get('sf-1')!, true);
    await forfeitMatch(cup.ctx(cup.organiser), {
      matchId: rows.get('sf-2')!.id,
      forfeiting: 'both',
      reason: 'Neither team checked in',
    });
    const after = await matchesOf(cup);
    expect(after.get('sf-2')).toMatchObject({ status: 'completed', scoreA: 0, scoreB: 0, winner: null });
    expect(after.get('final')).toMatchObject({ status: 'completed', bracketStatus: 'bye' });
    expect(teamName(cup, after.get('final')!.winner?.id)).toBe('Seed 1');
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Tournament, { id: cup.tournamentId })).lifecycle).toBe('completed');
    expect((await em.findOneOrFail(Phase, { tournament: cup.tournamentId })).status).toBe('completed');
    expect((await em.find(Ruling, { tournament: cup.tournamentId })).map((r) => r.kind)).toEqual([
      'double-forfeit',
    ]);
  });

  it('is refused to a captain and on a completed match, leaving nothing behind', async () => {
    const cup = await fourTeamCup();
    const rows = await matchesOf(cup);
    const sf1 = rows.get('sf-1')!;
    const captain = cup.captains.get(sf1.teamA!.id)!;
    expect(
      await refusal(forfeitMatch(cup.ctx(captain), { matchId: sf1.id, forfeiting: 'B', reason: 'x' })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an organiser can do that',
    });
    await playMatch(cup, sf1, true);
    expect(
      await refusal(
        forfeitMatch(cup.ctx(cup.organiser), { matchId: sf1.id, forfeiting: 'B', reason: 'Late' }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'This match already has a result: correct it or reopen it instead',
    });
    expect(await orm.em.fork().count(Ruling, { tournament: cup.tournamentId })).toBe(0);
  });
});
