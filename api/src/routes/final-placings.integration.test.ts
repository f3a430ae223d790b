import type { EventDetail, EventListPage, EventStatistics, EventTeamDetail, MyEntry } from '@galaxia/core';
import {
  closeFinalLobbyPhases,
  completeFinalDuelPhases,
  enterLobbyResults,
  LobbyMatch,
  NO_PORTS,
  now,
  setLobbyRoom,
} from '@galaxia/core/server';
import {
  actorOf,
  lobbyGrandFinal,
  lobbyStage,
  playSeasonMatch,
  registeredSeason,
  startedSquadSeason,
  startSeasonPhase,
} from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite-app.ts';

/** Issue 28 item 1: once the last phase has its final result, every public door names the champion. */
describe('the champion and final placings of a finished tournament', () => {
  const app = useTestApp();

  const json = async <T>(path: string): Promise<T> => {
    const answer = await app.client().get(path);
    expect(answer.status).toBe(200);
    return (await answer.json()) as T;
  };

  it('names the champion, runner-up and the third-place match on the event page and stops offering entry', async () => {
    const season = await registeredSeason(
      app,
      [
        {
          name: 'Playoffs',
          format: 'Single Elimination',
          participatingTeams: 4,
          isFinal: true,
          thirdPlace: true,
        },
      ],
      { eventName: 'Podium Cup', teams: ['Night Owls', 'Storm Riders', 'Sage Wall', 'Killjoy Lockdown'] },
    );
    await startSeasonPhase(app, season);
    // sf-1 is Night Owls v Killjoy Lockdown, sf-2 Storm Riders v Sage Wall.
    await playSeasonMatch(app, season, 'sf-1', 'B');
    await playSeasonMatch(app, season, 'sf-2', 'A');
    await playSeasonMatch(app, season, 'third-place', 'B');
    await playSeasonMatch(app, season, 'final', 'B');
    // The final's result can be corrected for 15 minutes: no champion before the workers' timer after it.
    expect((await json<EventDetail>(`/api/events/${season.tournamentId}`)).placings).toEqual([]);
    const pastDisputeWindow = new Date(now().getTime() + 16 * 60_000);
    expect(
      await completeFinalDuelPhases(
        app.em(),
        {},
        { at: pastDisputeWindow, tournamentId: season.tournamentId },
      ),
    ).toHaveLength(1);

    const event = await json<EventDetail>(`/api/events/${season.tournamentId}`);
    expect(event.status).toBe('past');
    expect(event.placings.map((placing) => [placing.place, placing.team.name, placing.points])).toEqual([
      [1, 'Storm Riders', null],
      [2, 'Killjoy Lockdown', null],
      [3, 'Sage Wall', null],
      [4, 'Night Owls', null],
    ]);
    const entry = await json<MyEntry>(`/api/events/${season.tournamentId}/my-entry`);
    expect([entry.blocker, entry.blockerMessage]).toEqual(['closed', 'Registration Closed']);

    // The events list's card names the champion; its team pages list where each team finished.
    const list = await json<EventListPage>('/api/events');
    const card = list.items.find((item) => item.id === season.tournamentId);
    expect(card?.champion?.name).toBe('Storm Riders');
    const finishesOf = async (place: number) => {
      const teamId = event.placings.find((placing) => placing.place === place)!.team.id;
      return (await json<EventTeamDetail>(`/api/events/${season.tournamentId}/teams/${teamId}`)).finishes;
    };
    expect(await finishesOf(1)).toEqual([
      { eventId: season.tournamentId, eventTitle: event.title, place: 1 },
    ]);
    expect(await finishesOf(2)).toEqual([
      { eventId: season.tournamentId, eventTitle: event.title, place: 2 },
    ]);
    expect(await finishesOf(4)).toEqual([
      { eventId: season.tournamentId, eventTitle: event.title, place: 4 },
    ]);
  });

  it('ranks a battle royale by the final points table, not by points summed over both phases', async () => {
    const season = await startedSquadSeason(app, [lobbyStage({ qualifyingTeams: [4] }), lobbyGrandFinal()], {
      eventName: 'Erangel Open',
      teams: ['Squad A', 'Squad B', 'Squad C', 'Squad D'],
    });
    const organiser = season.ctx(actorOf(season.organiser));
    const byName = new Map(season.teams.map((team) => [team.name, team]));
    const play = async (phaseIndex: number, order: string[], kills: (name: string) => number) => {
      const [match] = await app
        .em()
        .find(LobbyMatch, { tournament: season.tournamentId, phase: { position: phaseIndex } });
      await setLobbyRoom(
        organiser,
        {
          lobbyMatchId: match!.id,
          scheduledTime: new Date(now().getTime() - 3_600_000).toISOString(),
        },
        NO_PORTS,
      );
      await enterLobbyResults(
        season.ctx(actorOf(season.organiser)),
        {
          lobbyMatchId: match!.id,
          results: order.map((name, i) => ({
            teamId: byName.get(name)!.id,
            placement: i + 1,
            kills: byName
              .get(name)!
              .players.map((player, p) => ({ userId: player.userId, kills: p === 0 ? kills(name) : 0 })),
          })),
        },
        NO_PORTS,
      );
    };
    // Squad A runs away with the lobby stage; Squad B wins the final, Squad A second.
    // Each phase closes once its last result is past the 15-minute flag window (the workers' timer).
    const pastFlagWindow = () => new Date(now().getTime() + 16 * 60_000);
    await play(0, ['Squad A', 'Squad C', 'Squad D', 'Squad B'], (name) => (name === 'Squad A' ? 20 : 0));
    expect(await closeFinalLobbyPhases(app.em(), {}, pastFlagWindow())).toHaveLength(1);
    await play(1, ['Squad B', 'Squad A', 'Squad C', 'Squad D'], () => 0);
    expect((await json<EventDetail>(`/api/events/${season.tournamentId}`)).placings).toEqual([]);
    const cardOf = async () =>
      (await json<EventListPage>('/api/events')).items.find((item) => item.id === season.tournamentId);
    expect((await cardOf())?.champion ?? null).toBeNull();
    expect(await closeFinalLobbyPhases(app.em(), {}, pastFlagWindow())).toHaveLength(1);

    const event = await json<EventDetail>(`/api/events/${season.tournamentId}`);
    expect(event.placings.map((placing) => [placing.place, placing.team.name, placing.points])).toEqual([
      [1, 'Squad B', 10],
      [2, 'Squad A', 6],
      [3, 'Squad C', 5],
      [4, 'Squad D', 4],
    ]);
    expect((await cardOf())?.champion?.name).toBe(event.placings[0]!.team.name);
    const stats = await json<EventStatistics & { champion?: { name: string } }>(
      `/api/events/${season.tournamentId}/stats`,
    );
    expect(stats.battleRoyaleTeams?.map((row) => [row.rank, row.name])).toEqual([
      [1, 'Squad B'],
      [2, 'Squad A'],
      [3, 'Squad C'],
      [4, 'Squad D'],
    ]);
  });
});
