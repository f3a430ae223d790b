import { LobbyMatch, revealedRoomMessage } from '@galaxia/core/server';
import { bgmiSeasonAfterLobby1 } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { expectAnswer } from '../test-support/story-answers.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/**
 * Room details go to the lobby's players as they are now: a player the captain removed from the team and
 * the players of a disqualified team are still on the entry's stored roster, and must not get the room.
 */
describe('lobby room details after roster changes and a disqualification', () => {
  const app = useTestApp();

  it('refuses the room to a removed player and a disqualified team, on the page, in notifications and DMs', async () => {
    const season = await bgmiSeasonAfterLobby1(app, { people: { isDemo: true } });
    const em = app.em();
    const match = await em.findOneOrFail(
      LobbyMatch,
      { tournament: season.tournamentId, number: 2, lobby: { name: 'Lobby A' } },
      { populate: ['lobby'] },
    );
    const teamOf = (id: string) => season.teams.find((team) => team.id === id)!;
    const kept = teamOf(match.lobby.teams[0]!);
    const disqualified = teamOf(match.lobby.teams[1]!);
    const removed = kept.players[1]!;
    const organiser = await signedIn(app, { id: season.organiser.userId });
    const captain = await signedIn(app, { id: kept.captain.userId });

    await expectAnswer(captain.delete(`/api/teams/${kept.id}/members/${removed.userId}`), 200);
    await expectAnswer(
      organiser.post(`/api/organiser/tournaments/${season.tournamentId}/disqualifications`, {
        teamId: disqualified.id,
        reason: 'Cheating in match 1',
      }),
      201,
    );
    // A room due in ten minutes is inside the reveal window: setting it tells the lobby's players at once.
    await expectAnswer(
      organiser.put(`/api/lobby-matches/${match.id}/room`, {
        roomId: '551200',
        roomPassword: 'falcon-7',
        scheduledTime: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
      200,
    );

    const roomOf = async (client: HttpClient) => {
      const text = await (await client.get(`/api/lobbies/${match.lobby.id}`)).text();
      const lobby = JSON.parse(text);
      return { room: lobby.matches[1].room, leaked: text.includes('falcon-7') };
    };
    const roomNotices = async (client: HttpClient) =>
      (await expectAnswer(client.get('/api/notifications'), 200)).notifications.filter(
        (notice: { kind: string }) => notice.kind === 'room-details',
      ).length;

    const removedClient = await signedIn(app, { id: removed.userId });
    const disqualifiedClient = await signedIn(app, { id: disqualified.players[1]!.userId });
    expect(await roomOf(captain)).toEqual({
      room: { roomId: '551200', roomPassword: 'falcon-7' },
      leaked: true,
    });
    expect(await roomNotices(captain)).toBe(1);
    // Nor is the removed player listed on the lobby page any more; the disqualified team still shows who played.
    const listed = (await expectAnswer(app.client().get(`/api/lobbies/${match.lobby.id}`), 200)).teams;
    const rosterOf = (teamId: string) =>
      listed
        .find((team: { id: string }) => team.id === teamId)
        .roster.map((p: { userId: string }) => p.userId);
    expect(rosterOf(kept.id)).toEqual(
      kept.players.filter((player) => player.userId !== removed.userId).map((player) => player.userId),
    );
    expect(rosterOf(disqualified.id)).toEqual(disqualified.players.map((player) => player.userId));
    for (const refused of [removedClient, disqualifiedClient]) {
      expect(await roomOf(refused)).toEqual({ room: null, leaked: false });
      expect(await roomNotices(refused)).toBe(0);
    }

    const dm = await revealedRoomMessage(app.em(), match.id);
    expect(dm?.discordUserIds).toContain(kept.captain.discordId);
    expect(dm?.discordUserIds).not.toContain(removed.discordId);
    for (const player of disqualified.players) expect(dm?.discordUserIds).not.toContain(player.discordId);
  });
});
