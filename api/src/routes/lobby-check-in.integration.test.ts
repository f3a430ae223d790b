import {
  clockFrom,
  LobbyCheckIn,
  LobbyMatch,
  NO_PORTS,
  resetClock,
  setClock,
  setLobbyRoom,
} from '@galaxia/core/server';
import { actorOf, lobbyStage, startedSquadSeason } from '@galaxia/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { expectAnswer } from '../test-support/story-answers.ts';
import { useTestApp } from '../test-support/suite-app.ts';

const MINUTE = 60_000;

/**
 * Issue 28: a squad checks in for one lobby map from 30 minutes before it until its time, through
 * POST /api/lobby-matches/:id/check-in; the lobby page shows who did.
 */
describe('checking a squad in for a lobby map', () => {
  const app = useTestApp();
  afterEach(() => resetClock());

  it('lets a rostered player or captain of the lobby check in once, inside the window only', async () => {
    const season = await startedSquadSeason(app, [lobbyStage({ isFinal: true })], {
      eventName: 'Check-in Royale',
      people: { isDemo: true },
    });
    const match = await app.em().findOneOrFail(LobbyMatch, { tournament: season.tournamentId });
    // 20:00 IST on a day well ahead, so the refusals' times read the same on every run.
    const scheduledTime = new Date('2031-05-07T14:30:00Z');
    await setLobbyRoom(
      season.ctx(actorOf(season.organiser)),
      {
        lobbyMatchId: match.id,
        scheduledTime: scheduledTime.toISOString(),
      },
      NO_PORTS,
    );
    const path = `/api/lobby-matches/${match.id}/check-in`;
    const [alpha, bravo] = season.teams;
    const player = await signedIn(app, { id: alpha!.players[2]!.userId });
    const captain = await signedIn(app, { id: bravo!.captain.userId });

    setClock(clockFrom(new Date(scheduledTime.getTime() - 31 * MINUTE)));
    await expectAnswer(player.post(path, {}), 409, {
      error: 'Check-in opens at 7 May, 07:30 pm IST',
      code: expect.any(String),
    });

    setClock(clockFrom(new Date(scheduledTime.getTime() - 10 * MINUTE)));
    const outsider = await signedIn(app, await createUser(app, 'Onlooker'));
    await expectAnswer(outsider.post(path, {}), 403, {
      error: 'Only the captain or a rostered player of a squad in this lobby can check it in',
      code: expect.any(String),
    });
    const organiser = await signedIn(app, { id: season.organiser.userId });
    await expectAnswer(organiser.post(path, {}), 403, {
      error: 'Only the captain or a rostered player of a squad in this lobby can check it in',
      code: expect.any(String),
    });
    expect(await expectAnswer(player.post(path, {}), 200)).toEqual({
      lobbyMatchId: match.id,
      teamId: alpha!.id,
      checkedInAt: expect.stringMatching(/^2031-05-07T14:20:/),
    });
    await expectAnswer(player.post(path, {}), 409, {
      error: 'Your team is already checked in',
      code: expect.any(String),
    });
    await expectAnswer(captain.post(path, {}), 200);

    // The lobby page tells its squads and the organiser who is in, and offers the rest the button.
    const lobbyOf = async (client: typeof player) =>
      (await expectAnswer(client.get(`/api/lobbies/${match.lobby.id}`), 200)).matches[0].checkIn;
    expect(await lobbyOf(organiser)).toEqual({
      window: {
        opensAt: '2031-05-07T14:00:00.000Z',
        closesAt: '2031-05-07T14:30:00.000Z',
        state: 'open',
      },
      checkedIn: [
        { teamId: alpha!.id, checkedInAt: expect.any(String) },
        { teamId: bravo!.id, checkedInAt: expect.any(String) },
      ],
      noShows: [],
      forfeited: false,
      canCheckIn: false,
    });
    const charlie = await signedIn(app, { id: season.teams[2]!.players[1]!.userId });
    expect((await lobbyOf(charlie)).canCheckIn).toBe(true);

    setClock(clockFrom(scheduledTime));
    await expectAnswer(charlie.post(path, {}), 409, {
      error: 'Check-in closed at 7 May, 08:00 pm IST',
      code: expect.any(String),
    });
    expect(await app.em().count(LobbyCheckIn, { lobbyMatch: match.id })).toBe(2);
  });
});
