import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match, MatchPlayerStat } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { confirmMatchScore } from './confirm-match-score.ts';
import { correctMatchResult } from './correct-match-result.ts';
import { NO_PORTS } from './internal/competition-ports.ts';
import { type Scenario, startScenarioPhase, tournamentWith } from './internal/competition-scenario.ts';
import { reportMatchScore } from './report-match-score.ts';
import { setMatchTime } from './set-match-time.ts';

/** Best-of series on PostgreSQL: a result as a list of games, the series score and winner derived. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

/** Eight teams: quarter-finals best of 3 (rulebook), semi-finals best of 5, final best of 7. */
async function eightTeamCup() {
  const scenario = await tournamentWith(orm, 8, [
    {
      name: 'Playoffs',
      format: 'Single Elimination',
      participatingTeams: 8,
      isFinal: true,
      bestOf: { 'r-2': 5, 'r-3': 7 },
    },
  ]);
  await startScenarioPhase(scenario);
  return scenario;
}

const match = async (scenario: Scenario, displayId: string) =>
  orm.em
    .fork()
    .findOneOrFail(
      Match,
      { tournament: scenario.tournamentId, displayId },
      { populate: ['teamA', 'teamB', 'winner'] },
    );

/** Makes the match playable and returns the captains of team A and team B. */
async function ready(scenario: Scenario, row: InstanceType<typeof Match.class>) {
  const past = new Date(Date.now() - 3_600_000).toISOString();
  await setMatchTime(scenario.ctx(scenario.organiser), { matchId: row.id, time: past }, NO_PORTS);
  return [scenario.captains.get(row.teamA!.id)!, scenario.captains.get(row.teamB!.id)!] as const;
}

const captainId = (scenario: Scenario, teamId: string) => scenario.captains.get(teamId)!.userId;

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { kind: string; message: string }) => ({ kind: error.kind, message: error.message }),
  );

describe('best-of series', () => {
  it('derives a best of 3 from its games, keeps them, and counts the players lines summed per series', async () => {
    const scenario = await eightTeamCup();
    const qf = await match(scenario, 'qf-1');
    const [repA, repB] = await ready(scenario, qf);
    const [playerA, playerB] = [captainId(scenario, qf.teamA!.id), captainId(scenario, qf.teamB!.id)];
    const reported = await reportMatchScore(
      scenario.ctx(repA),
      {
        matchId: qf.id,
        games: [
          { scoreA: 13, scoreB: 9, playerStats: [{ userId: playerA, kills: 20, deaths: 11 }] },
          { scoreA: 7, scoreB: 13, playerStats: [{ userId: playerB, kills: 18, deaths: 9 }] },
          { scoreA: 13, scoreB: 11, playerStats: [{ userId: playerA, kills: 15, deaths: 14 }] },
        ].map((game) => ({
          ...game,
          playerStats: game.playerStats.map((line) => ({
            offense: 0,
            defense: 0,
            army: 0,
            attack: 0,
            ...line,
          })),
        })),
      },
      NO_PORTS,
    );
    expect(reported).toMatchObject({ status: 'scheduled', bestOf: 3, report: { scoreA: 2, scoreB: 1 } });
    expect(reported.games?.map((game) => `${game.scoreA}-${game.scoreB}`)).toEqual(['13-9', '7-13', '13-11']);

    const confirmed = await confirmMatchScore(scenario.ctx(repB), qf.id, NO_PORTS);
    expect(confirmed).toMatchObject({ status: 'completed', scoreA: 2, scoreB: 1, winner: 'A', bestOf: 3 });
    const stored = await match(scenario, 'qf-1');
    expect(stored.games).toHaveLength(3);
    expect(stored.winner?.id).toBe(qf.teamA!.id);
    const lines = await orm.em.fork().find(MatchPlayerStat, { match: qf.id }, { orderBy: { kills: 'desc' } });
    expect(lines.map((line) => [line.user.id, line.kills, line.deaths])).toEqual([
      [playerA, 35, 25],
      [playerB, 18, 9],
    ]);
  });

  it('refuses a game list that does not decide the series, one game too many, or stats for a stranger', async () => {
    const scenario = await eightTeamCup();
    const qf = await match(scenario, 'qf-2');
    const [repA] = await ready(scenario, qf);
    const report = (games: { scoreA: number; scoreB: number; playerStats?: never[] }[]) =>
      refusal(
        reportMatchScore(
          scenario.ctx(repA),
          {
            matchId: qf.id,
            games: games.map((game) => ({ playerStats: [], ...game })),
          },
          NO_PORTS,
        ),
      );
    expect(await report([{ scoreA: 2, scoreB: 0 }])).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This result does not decide the best of 3: a team needs 2 game wins',
    });
    expect(
      await report([
        { scoreA: 1, scoreB: 0 },
        { scoreA: 1, scoreB: 0 },
        { scoreA: 0, scoreB: 1 },
      ]),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'The series was already decided before the last game: remove the games after it',
    });
    expect(
      await report([
        { scoreA: 1, scoreB: 0 },
        { scoreA: 0, scoreB: 1 },
        { scoreA: 0, scoreB: 1 },
        { scoreA: 1, scoreB: 0 },
      ]),
    ).toEqual({ kind: 'BAD_REQUEST', message: 'A best of 3 has at most 3 games' });
    const stranger = captainId(
      scenario,
      scenario.seeds.find((id) => id !== qf.teamA!.id && id !== qf.teamB!.id)!,
    );
    const line = { userId: stranger, kills: 1, deaths: 1, offense: 0, defense: 0, army: 0, attack: 0 };
    expect(
      await refusal(
        reportMatchScore(
          scenario.ctx(repA),
          {
            matchId: qf.id,
            games: [
              { scoreA: 1, scoreB: 0, playerStats: [line] },
              { scoreA: 1, scoreB: 0, playerStats: [] },
            ],
          },
          NO_PORTS,
        ),
      ),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'Player stats can only be given for players on the two rosters',
    });
    // Nothing was half-written: the match still waits for its report.
    const after = await match(scenario, 'qf-2');
    expect([after.status, after.report, after.games]).toEqual(['scheduled', null, null]);
  });

  it("refuses a best of 3 reported as one game's score: that series is reported as its games", async () => {
    const scenario = await eightTeamCup();
    const qf = await match(scenario, 'qf-1');
    const [repA] = await ready(scenario, qf);
    expect(
      await refusal(
        reportMatchScore(scenario.ctx(repA), { matchId: qf.id, scoreA: 13, scoreB: 7 }, NO_PORTS),
      ),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This match is a best of 3: report each game of the series, not only the series score',
    });
    const after = await match(scenario, 'qf-1');
    expect([after.status, after.report, after.games]).toEqual(['scheduled', null, null]);
  });

  it("plays the organiser's best of 5 semi-final: three game wins decide it", async () => {
    const scenario = await eightTeamCup();
    for (const id of ['qf-1', 'qf-2']) {
      const qf = await match(scenario, id);
      const [repA, repB] = await ready(scenario, qf);
      const win = { scoreA: 1, scoreB: 0, playerStats: [] };
      await reportMatchScore(scenario.ctx(repA), { matchId: qf.id, games: [win, win] }, NO_PORTS);
      await confirmMatchScore(scenario.ctx(repB), qf.id, NO_PORTS);
    }
    const sf = await match(scenario, 'sf-1');
    const [repA] = await ready(scenario, sf);
    const games = (wins: string) =>
      [...wins].map((side) => ({
        scoreA: side === 'A' ? 1 : 0,
        scoreB: side === 'B' ? 1 : 0,
        playerStats: [],
      }));
    expect(
      await refusal(reportMatchScore(scenario.ctx(repA), { matchId: sf.id, games: games('ABA') }, NO_PORTS)),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This result does not decide the best of 5: a team needs 3 game wins',
    });
    const reported = await reportMatchScore(
      scenario.ctx(repA),
      { matchId: sf.id, games: games('ABBAA') },
      NO_PORTS,
    );
    expect(reported).toMatchObject({ bestOf: 5, report: { scoreA: 3, scoreB: 2 } });
  });

  it('a correction by the organiser replaces the reported games', async () => {
    const scenario = await eightTeamCup();
    const qf = await match(scenario, 'qf-3');
    const [repA, repB] = await ready(scenario, qf);
    const game = (scoreA: number, scoreB: number) => ({ scoreA, scoreB, playerStats: [] });
    await reportMatchScore(scenario.ctx(repA), { matchId: qf.id, games: [game(1, 0), game(1, 0)] }, NO_PORTS);
    await confirmMatchScore(scenario.ctx(repB), qf.id, NO_PORTS);
    const corrected = await correctMatchResult(
      scenario.ctx(scenario.organiser),
      {
        matchId: qf.id,
        scoreA: 1,
        scoreB: 2,
        reason: 'Team B won the decider',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    expect(corrected).toMatchObject({ scoreA: 1, scoreB: 2, winner: 'B' });
    expect(corrected.games).toBeUndefined();
    expect((await match(scenario, 'qf-3')).games).toBeNull();
  });
});
