import {
  type CompetitionPorts,
  clockFrom,
  enterLobbyResults,
  LobbyMatch,
  now,
  Phase,
  resetClock,
  setClock,
  setLobbyRoom,
} from '@galaxia/core/server';
import { actorOf, dbOf, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { lobbyPhaseCloseProcessor } from './lobby-phase-close.ts';

/** Issue 28 item 2: a lobby phase closes once its last result is past the flag window, on the shared clock. */
describe('closing battle-royale phases on the workers timer', () => {
  const posts: string[] = [];
  const updates: string[] = [];
  const ports: CompetitionPorts = {
    notify: async (notification) => {
      posts.push(notification.kind);
    },
    publish: async (_tournamentId, update) => {
      if (update.type === 'phase') updates.push(`phase ${update.phaseIndex} ${update.status}`);
    },
  };
  const { services, pass } = useScheduledJob(({ orm }) => lobbyPhaseCloseProcessor({ orm, ports }));
  afterEach(() => resetClock());

  it('keeps the lobby stage open for 15 minutes after its last result, then starts the final', async () => {
    const db = dbOf(services.orm);
    const season = await startSeasonPhase(
      db,
      await registeredSeason(
        db,
        [
          {
            name: 'Lobby Stage',
            format: 'Battle Royale',
            participatingTeams: 4,
            numberOfGroups: 1,
            matchesPerLobby: 1,
            qualifyingTeams: [4],
          },
          {
            name: 'Grand Final',
            format: 'Battle Royale',
            participatingTeams: 0,
            qualifiedTeams: [[0, 0]],
            numberOfGroups: 1,
            matchesPerLobby: 1,
            isFinal: true,
          },
        ],
        { eventName: 'Timer Open', gameId: 'bgmi', format: 4, teams: ['Alpha', 'Bravo', 'Charlie', 'Delta'] },
      ),
    );
    const organiser = season.ctx(actorOf(season.organiser));
    const [match] = await db.em().find(LobbyMatch, { tournament: season.tournamentId });
    await setLobbyRoom(organiser, {
      lobbyMatchId: match!.id,
      scheduledTime: new Date(now().getTime() - 3_600_000).toISOString(),
    });
    const enteredAt = now();
    await enterLobbyResults(season.ctx(actorOf(season.organiser)), {
      lobbyMatchId: match!.id,
      results: season.teams.map((team, i) => ({
        teamId: team.id,
        placement: i + 1,
        kills: team.players.map((player) => ({ userId: player.userId, kills: 1 })),
      })),
    });
    const statuses = async () =>
      (await db.em().find(Phase, { tournament: season.tournamentId }, { orderBy: { position: 'asc' } })).map(
        (phase) => phase.status,
      );

    await expect(pass()).resolves.toEqual({ closed: 0 });
    setClock(clockFrom(new Date(enteredAt.getTime() + 15 * 60_000)));
    await expect(pass()).resolves.toEqual({ closed: 0 });
    expect(await statuses()).toEqual(['active', 'not_started']);

    setClock(clockFrom(new Date(enteredAt.getTime() + 16 * 60_000)));
    await expect(pass()).resolves.toEqual({ closed: 1 });
    expect(await statuses()).toEqual(['completed', 'active']);
    expect(updates).toEqual(['phase 0 completed', 'phase 1 active']);
    expect(posts).toEqual(['phase-started']);
    await expect(pass()).resolves.toEqual({ closed: 0 });
  });
});
