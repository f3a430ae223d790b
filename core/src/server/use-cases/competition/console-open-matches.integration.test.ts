import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { getTournamentConsole } from './get-tournament-console.ts';
import { NO_PORTS } from './internal/competition-ports.ts';
import { startScenarioPhase, tournamentWith } from './internal/competition-scenario.ts';
import { reportMatchScore } from './report-match-score.ts';
import { setMatchTime } from './set-match-time.ts';

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

describe('console open matches', () => {
  it('lists the matches waiting for a result, with a report the other team has not confirmed', async () => {
    const scenario = await tournamentWith(orm, 4, [
      { name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true },
    ]);
    await startScenarioPhase(scenario);
    const sf1 = await orm.em
      .fork()
      .findOneOrFail(
        Match,
        { tournament: scenario.tournamentId, displayId: 'sf-1' },
        { populate: ['teamA'] },
      );
    await setMatchTime(
      scenario.ctx(scenario.organiser),
      {
        matchId: sf1.id,
        time: new Date(Date.now() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    await reportMatchScore(
      scenario.ctx(scenario.captains.get(sf1.teamA!.id)!),
      {
        matchId: sf1.id,
        games: [
          { scoreA: 1, scoreB: 0, playerStats: [] },
          { scoreA: 1, scoreB: 0, playerStats: [] },
        ],
      },
      NO_PORTS,
    );

    const view = await getTournamentConsole(scenario.ctx(scenario.organiser), scenario.tournamentId);
    expect(
      view.openMatches.map((match) => [match.name, match.teamA.name, match.teamB.name, match.report]),
    ).toEqual([
      ['Semi-final 1', 'Seed 1', 'Seed 4', { scoreA: 2, scoreB: 0, by: 'Seed 1' }],
      ['Semi-final 2', 'Seed 2', 'Seed 3', null],
    ]);
  });
});
