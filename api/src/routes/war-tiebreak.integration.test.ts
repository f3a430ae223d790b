import type {
  EventBrackets,
  EventCalendar,
  EventDetail,
  EventMatchDetail,
  EventRoadmap,
} from '@galaxia/core';
import {
  CalendarRound,
  completeFinalDuelPhases,
  Match,
  NO_PORTS,
  now,
  Phase,
  setMatchTime,
} from '@galaxia/core/server';
import { actorOf, registeredSeason, type Season, startSeasonPhase } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** A Clash of Clans war level on stars is won by the side with more destruction, as the game decides it. */
describe('a Clash of Clans war tied on stars, reported over HTTP', () => {
  const app = useTestApp();

  /** A Clash of Clans season of Storm and Frost whose first war was due an hour ago. */
  async function warDue(eventName: string, format: 'Single Elimination' | 'Group Stage') {
    const season: Season = await startSeasonPhase(
      app,
      await registeredSeason(
        app,
        [
          format === 'Group Stage'
            ? { name: 'League', format, participatingTeams: 2, numberOfGroups: 1, qualifyingTeams: [1] }
            : { name: 'Final', format, participatingTeams: 2, isFinal: true, bestOf: { 'r-1': 1 } },
        ],
        {
          eventName,
          gameId: 'coc',
          teams: [`${eventName} Storm`, `${eventName} Frost`],
          people: { isDemo: true },
        },
      ),
    );
    const war = await app.em().findOneOrFail(Match, { tournament: season.tournamentId });
    await setMatchTime(
      season.ctx(actorOf(season.organiser)),
      {
        matchId: war.id,
        time: new Date(now().getTime() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    const repA = await signedIn(app, { id: season.captainOf(war.teamA!.id).userId });
    const repB = await signedIn(app, { id: season.captainOf(war.teamB!.id).userId });
    const report = (destructionA: number, destructionB: number) =>
      repA.post(`/api/matches/${war.id}/report`, {
        games: [{ scoreA: 12, scoreB: 12, destructionA, destructionB, playerStats: [] }],
      });
    const detail = async () => {
      const answer = await app.client().get(`/api/events/${season.tournamentId}/matches/${war.id}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as EventMatchDetail;
    };
    const stored = () =>
      app.em().findOneOrFail(Match, { id: war.id }, { populate: ['winner'], refresh: true });
    return { season, war, repB, report, detail, stored };
  }

  it('gives a knockout war level on stars to the side with more destruction (equal destruction refused); the completed final reads Completed', async () => {
    const { season, war, repB, report, detail, stored } = await warDue(
      'Tiebreak Final',
      'Single Elimination',
    );

    // Level on stars and on destruction: a true tie, and a final needs a winner.
    const level = await report(88.5, 88.5);
    expect(level.status).toBe(400);
    expect(await level.json()).toMatchObject({
      error: 'This result does not decide the best of 1: a team needs 1 game win',
    });

    expect((await report(87.53, 91.07)).status).toBe(200);
    expect((await repB.post(`/api/matches/${war.id}/confirm`, {})).status).toBe(200);
    const match = await detail();
    expect([match.status, match.scoreA, match.scoreB, match.winner]).toEqual(['completed', 12, 12, 'B']);
    expect(match.games?.map((game) => [game.destructionA, game.destructionB])).toEqual([[87.53, 91.07]]);
    expect((await stored()).winner?.id).toBe(war.teamB!.id);

    // Issue 36, item 4: once the final's dispute window has passed, the tournament completes and its
    // phase and round read Completed on the calendar, roadmap and event page, though the round's dates
    // (tomorrow) say otherwise.
    const tomorrow = new Date(now().getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
    const em = app.em();
    em.create(CalendarRound, {
      phase: await em.findOneOrFail(Phase, { tournament: season.tournamentId }),
      position: 0,
      roundKey: 'r-1',
      roundName: 'Final',
      startDate: tomorrow,
      startTime: '18:00',
      endDate: tomorrow,
      endTime: '20:00',
    });
    await em.flush();
    const read = async <T>(path: string): Promise<T> => {
      const answer = await app.client().get(`/api/events/${season.tournamentId}${path}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as T;
    };
    expect((await read<EventCalendar>('/calendar')).phases.map((phase) => phase.status)).toEqual(['active']);
    await completeFinalDuelPhases(
      app.em(),
      {},
      { at: new Date(now().getTime() + 16 * 60_000), tournamentId: season.tournamentId },
    );
    const calendar = await read<EventCalendar>('/calendar');
    expect(
      calendar.phases.map((phase) => [phase.name, phase.status, phase.rounds.map((round) => round.status)]),
    ).toEqual([['Final', 'completed', ['completed']]]);
    expect((await read<EventRoadmap>('/roadmap')).phases.map((phase) => phase.status)).toEqual(['completed']);
    const event = await read<EventDetail>('');
    expect([event.status, event.schedule.map((item) => [item.phase, item.status])]).toEqual([
      'past',
      [['Final', 'completed']],
    ]);
  });

  it('counts a league war won on destruction as a win, and a true tie as the draw a league allows', async () => {
    const won = await warDue('Tiebreak League', 'Group Stage');
    expect((await won.report(95, 80.25)).status).toBe(200);
    expect((await won.repB.post(`/api/matches/${won.war.id}/confirm`, {})).status).toBe(200);
    expect((await won.stored()).winner?.id).toBe(won.war.teamA!.id);
    const table = async (season: Season) => {
      const answer = await app.client().get(`/api/events/${season.tournamentId}/brackets`);
      expect(answer.status).toBe(200);
      const { phases } = (await answer.json()) as EventBrackets;
      return phases[0]!.groupStandings![0]!.rows.map((row) => [
        row.teamName,
        row.wins,
        row.draws,
        row.losses,
        row.points,
      ]);
    };
    expect(await table(won.season)).toEqual([
      ['Tiebreak League Storm', 1, 0, 0, 1],
      ['Tiebreak League Frost', 0, 0, 1, 0],
    ]);

    const tied = await warDue('True Tie League', 'Group Stage');
    expect((await tied.report(90, 90)).status).toBe(200);
    expect((await tied.repB.post(`/api/matches/${tied.war.id}/confirm`, {})).status).toBe(200);
    expect((await tied.detail()).winner).toBeNull();
    expect(await table(tied.season)).toEqual([
      ['True Tie League Storm', 0, 1, 0, 0.5],
      ['True Tie League Frost', 0, 1, 0, 0.5],
    ]);
  });
});
