import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match, MatchPlayerStat } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { disputeMatchScore } from './dispute-match-score.ts';
import { getTournamentConsole } from './get-tournament-console.ts';
import { NO_PORTS } from './internal/competition-ports.ts';
import { startScenarioPhase, tournamentWith } from './internal/competition-scenario.ts';
import { reportMatchScore } from './report-match-score.ts';
import { resolveMatchDispute } from './resolve-match-dispute.ts';
import { setMatchTime } from './set-match-time.ts';

/** A ruled dispute: only the ruled result counts; the overruled report's games and lines go. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

const line = (userId: string, kills: number) => ({
  userId,
  kills,
  deaths: 1,
  offense: 0,
  defense: 0,
  army: 0,
  attack: 0,
});

describe('a ruled dispute', () => {
  it('drops the disputed report games and player lines and keeps only what the ruling sent', async () => {
    const scenario = await tournamentWith(orm, 8, [
      {
        name: 'Playoffs',
        format: 'Single Elimination',
        participatingTeams: 8,
        isFinal: true,
        bestOf: { 'r-1': 3 },
      },
    ]);
    await startScenarioPhase(scenario);
    const qf = await orm.em
      .fork()
      .findOneOrFail(
        Match,
        { tournament: scenario.tournamentId, displayId: 'qf-1' },
        { populate: ['teamA', 'teamB'] },
      );
    await setMatchTime(
      scenario.ctx(scenario.organiser),
      {
        matchId: qf.id,
        time: new Date(Date.now() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    const repA = scenario.captains.get(qf.teamA!.id)!;
    const repB = scenario.captains.get(qf.teamB!.id)!;
    await reportMatchScore(
      scenario.ctx(repA),
      {
        matchId: qf.id,
        games: [
          { scoreA: 12, scoreB: 10, playerStats: [line(repA.userId, 30)] },
          { scoreA: 13, scoreB: 2, playerStats: [line(repA.userId, 25)] },
        ],
      },
      NO_PORTS,
    );
    await disputeMatchScore(scenario.ctx(repB), { matchId: qf.id, reason: 'We won both maps' }, NO_PORTS);

    const ruled = await resolveMatchDispute(
      scenario.ctx(scenario.organiser),
      {
        matchId: qf.id,
        scoreA: 0,
        scoreB: 2,
        playerStats: [line(repB.userId, 7)],
      },
      NO_PORTS,
    );

    expect(ruled).toMatchObject({ status: 'completed', scoreA: 0, scoreB: 2, winner: 'B' });
    expect(ruled.games).toBeUndefined();
    const stored = await orm.em.fork().findOneOrFail(Match, qf.id);
    expect(stored.games).toBeNull();
    const lines = await orm.em.fork().find(MatchPlayerStat, { match: qf.id });
    expect(lines.map((row) => [row.user.id, row.kills])).toEqual([[repB.userId, 7]]);
  });

  it('shows the organiser the reported score it rules on; a ruling without lines leaves none of the report', async () => {
    const scenario = await tournamentWith(orm, 2, [
      // One war (or game): the organiser's choice; the rulebook's final is a best of 3.
      {
        name: 'Final',
        format: 'Single Elimination',
        participatingTeams: 2,
        isFinal: true,
        bestOf: { 'r-1': 1 },
      },
    ]);
    await startScenarioPhase(scenario);
    const final = await orm.em
      .fork()
      .findOneOrFail(Match, { tournament: scenario.tournamentId }, { populate: ['teamA', 'teamB'] });
    await setMatchTime(
      scenario.ctx(scenario.organiser),
      {
        matchId: final.id,
        time: new Date(Date.now() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    const repA = scenario.captains.get(final.teamA!.id)!;
    const repB = scenario.captains.get(final.teamB!.id)!;
    await reportMatchScore(
      scenario.ctx(repA),
      {
        matchId: final.id,
        scoreA: 12,
        scoreB: 10,
        playerStats: [line(repA.userId, 30)],
      },
      NO_PORTS,
    );
    await disputeMatchScore(scenario.ctx(repB), { matchId: final.id, reason: 'Wrong score' }, NO_PORTS);
    const view = await getTournamentConsole(scenario.ctx(scenario.organiser), scenario.tournamentId);
    expect(view.attention.find((match) => match.matchId === final.id)).toMatchObject({
      reason: 'disputed',
      detail: 'Wrong score',
      reported: { scoreA: 12, scoreB: 10, by: final.teamA!.name },
    });
    await resolveMatchDispute(
      scenario.ctx(scenario.organiser),
      {
        matchId: final.id,
        scoreA: 12,
        scoreB: 14,
      },
      NO_PORTS,
    );

    expect(await orm.em.fork().count(MatchPlayerStat, { match: final.id })).toBe(0);
  });
});
