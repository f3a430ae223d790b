import { LobbyMatch, LobbyResult, NO_PORTS, setLobbyRoom } from '@galaxia/core/server';
import { actorOf, lobbyStage, startedSquadSeason } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/**
 * Issue 35: a results desk enters many lobby maps of one phase at once, so entries of different lobbies
 * no longer queue on the phase row, only on their own lobby. Every map's results go in (the maps of one
 * lobby, the same squads, in turn), and one map's results sent twice at the same moment are stored once.
 */
describe('entering lobby results of one phase at once', () => {
  const app = useTestApp();

  it('takes four maps of two lobbies at once, and one map sent twice only once', async () => {
    const season = await startedSquadSeason(
      app,
      [lobbyStage({ participatingTeams: 8, numberOfGroups: 2, matchesPerLobby: 2, isFinal: true })],
      {
        eventName: 'Results Desk Royale',
        teams: ['Kestrel', 'Lynx', 'Marten', 'Narwhal', 'Ocelot', 'Puma', 'Quokka', 'Raven'],
        people: { isDemo: true },
      },
    );
    const organiser = season.ctx(actorOf(season.organiser));
    const matches = await app
      .em()
      .find(LobbyMatch, { tournament: season.tournamentId }, { populate: ['lobby'] });
    expect(matches).toHaveLength(4);
    for (const match of matches)
      await setLobbyRoom(
        organiser,
        {
          lobbyMatchId: match.id,
          scheduledTime: new Date(Date.now() - 3_600_000).toISOString(),
        },
        NO_PORTS,
      );
    const playersOf = new Map(season.teams.map((team) => [team.id, team.players]));
    const resultsOf = (match: (typeof matches)[number]) => ({
      results: match.lobby.teams.map((teamId, index) => ({
        teamId,
        placement: index + 1,
        kills: (playersOf.get(teamId) ?? []).map((player) => ({ userId: player.userId, kills: 1 })),
      })),
    });
    const desk = await signedIn(app, { id: season.organiser.userId });
    const enter = (match: (typeof matches)[number]) =>
      desk.post(`/api/lobby-matches/${match.id}/results`, resultsOf(match));

    const answers = await Promise.all([...matches.map(enter), enter(matches[0]!)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Results for this match are already in: settle a flag to change them',
    );
    const stored = await app.em().find(LobbyResult, { tournament: season.tournamentId });
    expect(stored).toHaveLength(16);
    const completed = await app
      .em()
      .find(LobbyMatch, { tournament: season.tournamentId, status: 'completed' });
    expect(completed).toHaveLength(4);
  });
});
