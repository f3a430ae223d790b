import {
  checkInForLobbyMatch,
  DiscordServer,
  enterLobbyResults,
  getLobby,
  getTournamentConsole,
  LobbyMatch,
  lobbyCheckInCloseJob,
  moveSharedTestClock,
  NO_PORTS,
  Notification,
  queuePorts,
  resetClock,
  setLobbyRoom,
  Tournament,
  testClockScope,
} from '@galaxia/core/server';
import { actorOf, dbOf, lobbyStage, startedSquadSeason } from '@galaxia/testkit';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { discordRestOf, useDiscordWorkers } from '../test-support/running-workers.ts';
import { discordNotificationProcessor } from './discord-notification.ts';
import { lobbyCheckInCloseProcessor } from './lobby-check-in-close.ts';

const MINUTE = 60_000;
const PUBLIC_URL = 'https://galaxia.test';

/**
 * Issue 28: a battle-royale squad that does not check in for a lobby map is a no-show scoring 0 for it,
 * forfeited by the workers at the map's time on the shared test clock, and posted in the server's
 * Discord channel as a duel's no-show is. Each test reads only its own tournament and channel (the
 * queues and the database are shared with other files).
 */
describe('closing a lobby map’s check-in on the workers', () => {
  const { services, discord } = useDiscordWorkers(({ orm, queues }, fake) => [
    lobbyCheckInCloseProcessor({ orm, ports: { notify: queuePorts(queues).notify } }),
    discordNotificationProcessor({ orm, discord: discordRestOf(fake), publicUrl: PUBLIC_URL }),
  ]);
  const scope = testClockScope(inject('databaseUrl'));
  afterEach(async () => {
    await moveSharedTestClock(services.redis, services.queues, scope, null);
    resetClock();
  });

  /** A one-lobby BGMI stage of four squads whose one map the organiser times two hours from now. */
  async function timedLobby(eventName: string, autoForfeit = true) {
    const db = dbOf(services.orm);
    const season = await startedSquadSeason(db, [lobbyStage({ isFinal: true })], { eventName });
    if (!autoForfeit)
      await db.em().nativeUpdate(Tournament, { id: season.tournamentId }, { autoForfeit: false });
    // The server's own announcement channel, so each test reads only its own posts.
    const channelId = String(Date.now()) + String(Math.floor(Math.random() * 1e6));
    const tournament = await db.em().findOneOrFail(Tournament, { id: season.tournamentId });
    await db
      .em()
      .nativeUpdate(DiscordServer, { id: tournament.server.id }, { notificationChannelId: channelId });
    const posts = () => discord.messages.filter((message) => message.channelId === channelId);
    const match = await db
      .em()
      .findOneOrFail(LobbyMatch, { tournament: season.tournamentId }, { populate: ['lobby'] });
    const scheduledTime = new Date(Date.now() + 2 * 60 * MINUTE);
    await setLobbyRoom(
      season.ctx(actorOf(season.organiser)),
      { lobbyMatchId: match.id, scheduledTime: scheduledTime.toISOString() },
      { lobbyCheckInClose: queuePorts(services.queues).lobbyCheckInClose },
    );
    const moveTo = (at: Date) => moveSharedTestClock(services.redis, services.queues, scope, at);
    const checkIn = (teamIndex: number) =>
      checkInForLobbyMatch(
        season.ctx(actorOf(season.teams[teamIndex]!.players[1]!)),
        {
          lobbyMatchId: match.id,
        },
        NO_PORTS,
      );
    const closed = async () =>
      vi.waitFor(
        async () => {
          const stored = await db.em().findOneOrFail(LobbyMatch, { id: match.id });
          expect(stored.checkInClose).not.toBeNull();
          return stored.checkInClose!;
        },
        { timeout: 15_000, interval: 100 },
      );
    const noticesOf = async (userId: string) =>
      (await db.em().find(Notification, { user: userId, kind: 'no-show' })).map((row) => [
        row.title,
        row.body,
      ]);
    return { db, season, match, scheduledTime, moveTo, checkIn, closed, noticesOf, posts };
  }

  it('forfeits the squad that did not check in when the clock passes the map: it scores 0', async () => {
    const { season, match, scheduledTime, moveTo, checkIn, closed, noticesOf, posts } =
      await timedLobby('No-show Lobby Cup');
    const delayed = (await services.queues.queue(lobbyCheckInCloseJob.queue).getDelayed()).filter(
      (job) => job.data.lobbyMatchId === match.id,
    );
    expect(delayed).toHaveLength(1);

    await moveTo(new Date(scheduledTime.getTime() - 10 * MINUTE));
    for (const team of [0, 1, 2]) await checkIn(team);
    await moveTo(new Date(scheduledTime.getTime() + MINUTE));

    const [alpha, bravo, charlie, delta] = season.teams;
    expect(await closed()).toEqual({ at: expect.any(String), absent: [delta!.id], forfeited: true });
    expect(await noticesOf(delta!.players[0]!.userId)).toEqual([
      ['No-show: Lobby A · Match 1', 'Not checked in, 0 points for this match: Delta.'],
    ]);
    // The server's channel hears of it, as of a duel's no-show forfeit.
    await vi.waitFor(() => expect(posts()).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(posts()[0]!.body.embeds).toEqual([
      {
        title: 'No-show: Lobby A · Match 1',
        description: 'Not checked in, 0 points for this match: Delta.',
        url: `${PUBLIC_URL}/events/${season.tournamentId}/lobbies/${match.lobby.id}`,
        color: 0xf59e0b,
        footer: { text: 'No-show Lobby Cup' },
      },
    ]);

    // The results leave the no-show out: placing it is refused by name, the three that played are 1 to 3.
    const organiser = season.ctx(actorOf(season.organiser));
    const line = (team: typeof alpha, placement: number) => ({
      teamId: team!.id,
      placement,
      kills: [{ userId: team!.players[0]!.userId, kills: 4 - placement }],
    });
    await expect(
      enterLobbyResults(
        organiser,
        {
          lobbyMatchId: match.id,
          results: [line(alpha, 1), line(bravo, 2), line(charlie, 3), line(delta, 4)],
        },
        NO_PORTS,
      ),
    ).rejects.toThrow('Delta did not check in and scores 0 for this match: leave it out of the results');
    await enterLobbyResults(
      organiser,
      {
        lobbyMatchId: match.id,
        results: [line(alpha, 1), line(bravo, 2), line(charlie, 3)],
      },
      NO_PORTS,
    );
    const lobby = await getLobby(
      { em: season.ctx(actorOf(season.organiser)).em, actor: null },
      match.lobby.id,
    );
    expect(lobby.standings.map((row) => [row.team.name, row.total, row.kills])).toEqual([
      ['Alpha', expect.any(Number), 3],
      ['Bravo', expect.any(Number), 2],
      ['Charlie', expect.any(Number), 1],
      ['Delta', 0, 0],
    ]);
    expect(lobby.matches[0]!.checkIn).toMatchObject({ noShows: [delta!.id], forfeited: true });
  });

  it('flags the missing squads to the organiser when auto-forfeit is off, and forfeits nobody', async () => {
    const { season, scheduledTime, moveTo, checkIn, closed, noticesOf, posts } = await timedLobby(
      'Flagged Lobby Cup',
      false,
    );
    await moveTo(new Date(scheduledTime.getTime() - 5 * MINUTE));
    await checkIn(0);
    await checkIn(1);
    await moveTo(new Date(scheduledTime.getTime() + MINUTE));
    const [, , charlie, delta] = season.teams;
    expect(await closed()).toEqual({
      at: expect.any(String),
      absent: [charlie!.id, delta!.id],
      forfeited: false,
    });
    expect(await noticesOf(season.organiser.userId)).toEqual([
      [
        'No-show: Lobby A · Match 1',
        'Not checked in: Charlie and Delta. An organiser decides whether they play.',
      ],
    ]);
    // Nobody scores 0 yet: the organiser decides, and the server's channel hears of nothing.
    expect(posts()).toEqual([]);
    // The console's Needs attention lists the map until its results are in.
    const console = await getTournamentConsole(season.ctx(actorOf(season.organiser)), season.tournamentId);
    expect(console.attention.map((row) => [row.name, row.reason, row.detail])).toEqual([
      [
        'Lobby A · Match 1',
        'no-show',
        'Not checked in: Charlie and Delta. An organiser decides whether they play.',
      ],
    ]);
  });

  it('flags rather than forfeits when no squad checked in, and a map moved since is left to its new time', async () => {
    const { db, season, match, scheduledTime, moveTo, closed } = await timedLobby('Empty Lobby Cup');
    // Moved an hour later: the job of the old time finds the map re-timed and does nothing.
    const later = new Date(scheduledTime.getTime() + 60 * MINUTE);
    await setLobbyRoom(
      season.ctx(actorOf(season.organiser)),
      { lobbyMatchId: match.id, scheduledTime: later.toISOString() },
      { lobbyCheckInClose: queuePorts(services.queues).lobbyCheckInClose },
    );
    await moveTo(new Date(scheduledTime.getTime() + MINUTE));
    const queue = services.queues.queue(lobbyCheckInCloseJob.queue);
    const oldJob = `lobby-check-in-close.${match.id}.${scheduledTime.getTime()}`;
    await vi.waitFor(
      async () => expect((await queue.getJob(oldJob))?.returnvalue).toEqual({ outcome: 'stale' }),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect((await db.em().findOneOrFail(LobbyMatch, { id: match.id })).checkInClose).toBeNull();

    await moveTo(new Date(later.getTime() + MINUTE));
    expect(await closed()).toEqual({
      at: expect.any(String),
      absent: season.teams.map((team) => team.id),
      forfeited: false,
    });
  });

  it('closes at once the check-in of a map the organiser moves into the past, and posts its no-show', async () => {
    const { db, season, match, scheduledTime, moveTo, checkIn, posts } = await timedLobby('Late Lobby Cup');
    await moveTo(new Date(scheduledTime.getTime() - 10 * MINUTE));
    for (const team of [0, 1, 2]) await checkIn(team);
    // The room was played early: the organiser sets its time five minutes ago on the shared clock.
    const past = new Date(scheduledTime.getTime() - 15 * MINUTE);
    await setLobbyRoom(
      season.ctx(actorOf(season.organiser)),
      { lobbyMatchId: match.id, scheduledTime: past.toISOString() },
      { lobbyCheckInClose: queuePorts(services.queues).lobbyCheckInClose },
    );
    const job = await services.queues
      .queue(lobbyCheckInCloseJob.queue)
      .getJob(`lobby-check-in-close.${match.id}.${past.getTime()}`);
    expect(job?.data).toEqual({
      tournamentId: season.tournamentId,
      lobbyMatchId: match.id,
      scheduledTime: past.toISOString(),
    });

    // No clock move: the close runs now.
    const delta = season.teams[3]!;
    await vi.waitFor(
      async () =>
        expect((await db.em().findOneOrFail(LobbyMatch, { id: match.id })).checkInClose).toEqual({
          at: expect.any(String),
          absent: [delta.id],
          forfeited: true,
        }),
      { timeout: 15_000, interval: 100 },
    );
    await vi.waitFor(() => expect(posts()).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(posts()[0]!.body.embeds).toMatchObject([
      { title: 'No-show: Lobby A · Match 1', description: 'Not checked in, 0 points for this match: Delta.' },
    ]);
  });
});
