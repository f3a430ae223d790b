import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match, Team, Tournament } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { getEventStats } from '../public/get-event-stats.ts';
import { getEventTeam } from '../public/get-event-team.ts';
import { getPlayerProfile } from '../public/get-player-profile.ts';
import { disputeMatchScore } from './dispute-match-score.ts';
import { NO_PORTS } from './internal/competition-ports.ts';
import { tournamentWith } from './internal/competition-scenario.ts';
import { reportMatchScore } from './report-match-score.ts';
import { resolveMatchDispute } from './resolve-match-dispute.ts';
import { setMatchTime } from './set-match-time.ts';
import { startPhase } from './start-phase.ts';

/** Issue 36, item 2: a Clash of Clans war's pages show its stars, destruction and war figures, as ruled. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

const warLine = (userId: string, offense: number) => ({
  userId,
  kills: 0,
  deaths: 0,
  offense,
  defense: offense / 3,
  army: 80,
  attack: 90,
});

describe('a ruled Clash of Clans war', () => {
  it('gives the team page its stars and destruction and the stats page Top attackers, none of the overruled report', async () => {
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
    const em = orm.em.fork();
    await em.nativeUpdate(Tournament, { id: scenario.tournamentId }, { gameId: 'coc' });
    await em.nativeUpdate(Team, { id: { $in: scenario.seeds } }, { gameId: 'coc' });
    const ctx = scenario.ctx(scenario.organiser);
    await startPhase(
      ctx,
      { tournamentId: scenario.tournamentId, phaseIndex: 0, seeding: 'registration' },
      NO_PORTS,
    );
    const war = await orm.em
      .fork()
      .findOneOrFail(Match, { tournament: scenario.tournamentId }, { populate: ['teamA', 'teamB'] });
    await setMatchTime(
      ctx,
      { matchId: war.id, time: new Date(Date.now() - 3_600_000).toISOString() },
      NO_PORTS,
    );
    const repA = scenario.captains.get(war.teamA!.id)!;
    const repB = scenario.captains.get(war.teamB!.id)!;
    await reportMatchScore(
      scenario.ctx(repA),
      {
        matchId: war.id,
        games: [
          {
            scoreA: 12,
            scoreB: 10,
            destructionA: 99.9,
            destructionB: 50,
            playerStats: [warLine(repA.userId, 300)],
          },
        ],
      },
      NO_PORTS,
    );
    await disputeMatchScore(scenario.ctx(repB), { matchId: war.id, reason: 'We took 14 stars' }, NO_PORTS);
    await resolveMatchDispute(
      ctx,
      {
        matchId: war.id,
        scoreA: 12,
        scoreB: 14,
        destructionA: 80.25,
        destructionB: 93.5,
        playerStats: [warLine(repA.userId, 12), warLine(repB.userId, 15)],
      },
      NO_PORTS,
    );

    const publicCtx = { em: orm.em.fork(), actor: null };
    const teamPage = (teamId: string) =>
      getEventTeam({ em: orm.em.fork(), actor: null }, { tournamentId: scenario.tournamentId, teamId });
    expect(await teamPage(war.teamA!.id)).toMatchObject({
      kind: 'war',
      stars: 12,
      destruction: 80.25,
      stats: { totalOffense: 12, totalDefense: 4, avgArmy: 80, avgAttack: 90 },
    });
    expect(await teamPage(war.teamB!.id)).toMatchObject({
      kind: 'war',
      stars: 14,
      destruction: 93.5,
      stats: { totalOffense: 15 },
    });

    const stats = await getEventStats(publicCtx, scenario.tournamentId);
    expect(stats).toMatchObject({ kind: 'war', totalStars: 26, averageDestruction: 86.88 });
    expect(stats.players.map((player) => [player.name, player.offense, player.defense])).toEqual([
      [repB.name, 15, 5],
      [repA.name, 12, 4],
    ]);

    // Each chief's profile shows their own war figures as ruled (the overruled 300 offense is gone).
    const profile = (userId: string) => getPlayerProfile({ em: orm.em.fork(), actor: null }, userId);
    expect((await profile(repA.userId)).figures).toEqual([
      {
        game: 'Clash of Clans',
        matches: 1,
        figures: [
          { label: 'Offense', value: 12 },
          { label: 'Defense', value: 4 },
          { label: 'Avg army', value: 80 },
          { label: 'Avg attack', value: 90 },
        ],
      },
    ]);
    expect((await profile(repB.userId)).figures[0]?.figures[0]).toEqual({ label: 'Offense', value: 15 });
  });
});
