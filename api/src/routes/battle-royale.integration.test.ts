import {
  closeFinalLobbyPhases,
  computeTournamentStats,
  GameAccount,
  LobbyResult,
  NO_PORTS,
  Phase,
  revealLobbyRoom,
  Team,
  TeamMember,
  Tournament,
  VerificationAcceptance,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { createEventThroughApi, saveBasicInfoThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A two-phase BGMI season played through the API: 32 squads in 2 lobbies of 4 matches, the top 8 of
 * each lobby into a 16-team final lobby of 6 matches. The clock is faked (Date only) so the story can
 * move from registration to the last map in one run; the app runs in this process and reads that clock.
 */

// IST calendar days and wall-clock instants.
const { dayOf, ist, at } = storyCalendar('2031-03-03');
const later = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

const lobbyStage = {
  name: 'Lobby Stage',
  format: 'Battle Royale',
  invitedTeams: 0,
  participatingTeams: 32,
  numberOfGroups: 2,
  matchesPerLobby: 4,
  qualifyingTeams: [16],
};
const grandFinal = {
  name: 'Grand Final',
  format: 'Battle Royale',
  invitedTeams: 0,
  participatingTeams: 0,
  qualifiedTeams: [[0, 0]],
  numberOfGroups: 1,
  matchesPerLobby: 6,
  isFinal: true,
};

const rounds = (count: number, firstDay: number) =>
  Array.from({ length: count }, (_, i) => ({
    roundKey: `br-${i + 1}`,
    roundName: `Match ${i + 1}`,
    startDate: dayOf(firstDay + i),
    endDate: dayOf(firstDay + i),
    startTime: '18:00',
    endTime: '23:00',
  }));

interface Squad {
  seed: number;
  team: { id: string; name: string };
  players: { id: string; name: string }[];
  client: HttpClient;
}

/** The message a person reads; a refusal may also carry per-field details. */
const refusal = (message: string) => expect.objectContaining({ error: message });

type LobbyMatchSummary = { id: string; number: number; scheduledTime: string; status: string };
type LobbyTable = { id: string; name: string; matches: LobbyMatchSummary[]; standings: PointsRow[] };
type PointsRow = {
  rank: number;
  team: { id: string; name: string };
  matches: number;
  wwcd: number;
  placementPoints: number;
  killPoints: number;
  total: number;
};

describe('a two-phase BGMI battle-royale season played through the API', () => {
  let app: TestApp;
  let organiser: Awaited<ReturnType<typeof createOrganiser>>;
  let owner: HttpClient;
  let tournamentId: string;
  const squads: Squad[] = [];
  const bySeed = (seed: number) => squads[seed - 1]!;
  const byTeam = (teamId: string) => squads.find((squad) => squad.team.id === teamId)!;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    organiser = await createOrganiser(app, 'Kabir');
    owner = await signedIn(app, organiser.user);
  });

  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const pointsTables = async () =>
    (await expectAnswer(app.client().get(`/api/events/${tournamentId}/points-tables`), 200)).phases;
  const lobbiesOf = async (phaseIndex: number): Promise<LobbyTable[]> =>
    (await pointsTables()).find((phase: { phaseIndex: number }) => phase.phaseIndex === phaseIndex).lobbies;

  /** Every team's line: placement from `placeOf`, the captain's kills from `killsOf` (others 0). */
  const resultsFor = (
    teams: readonly string[],
    placeOf: (index: number) => number,
    killsOf: (index: number) => { player: number; kills: number }[],
  ) => ({
    results: teams.map((teamId, i) => ({
      teamId,
      placement: placeOf(i),
      kills: killsOf(i).map(({ player, kills }) => ({ userId: byTeam(teamId).players[player]!.id, kills })),
    })),
  });

  it('sets up a BGMI squads season with two lobby phases, refusing a lobby over the room capacity', async () => {
    const basics = {
      eventName: 'BGMI Masters',
      seasonNumber: 3,
      gameId: 'bgmi',
      serverId: organiser.server.id,
      publishDate: dayOf(0),
    };
    tournamentId = await createEventThroughApi(owner, basics);
    await saveBasicInfoThroughApi(owner, tournamentId, {
      ...basics,
      format: 4,
      prizePool: '₹5,00,000',
      eventDescription: 'Thirty-two squads, two lobbies, one final lobby.',
    });

    await expectAnswer(
      owner.put(`/api/updateEvent/roadmap/${tournamentId}`, {
        phases: [{ ...lobbyStage, numberOfGroups: 1, qualifyingTeams: [8] }, grandFinal],
      }),
      400,
      refusal('Teams per lobby (32) must be at most 25 for BGMI (100 players per lobby)'),
    );
    await expectAnswer(
      owner.put(`/api/updateEvent/roadmap/${tournamentId}`, {
        phases: [{ ...lobbyStage, matchesPerLobby: 13 }, grandFinal],
      }),
      400,
      refusal('Matches per lobby must be between 1 and 12'),
    );

    const saved = await expectAnswer(
      owner.put(`/api/updateEvent/roadmap/${tournamentId}`, { phases: [lobbyStage, grandFinal] }),
      200,
    );
    expect(
      saved.phases.map((phase: { totalTeams: number; isValid: boolean }) => [
        phase.totalTeams,
        phase.isValid,
      ]),
    ).toEqual([
      [32, true],
      [16, true],
    ]);
    await expectAnswer(
      owner.put(`/api/updateEvent/calendar/${tournamentId}`, {
        calendar: [
          { phaseName: 'Lobby Stage', rounds: rounds(4, 2) },
          { phaseName: 'Grand Final', rounds: rounds(6, 7) },
        ],
      }),
      200,
    );
    await expectAnswer(
      owner.put(`/api/updateEvent/registration/${tournamentId}`, {
        registration: [{ startDate: dayOf(0), startTime: '10:00', endDate: dayOf(1), endTime: '10:00' }],
      }),
      200,
    );
    await publishThroughApi(owner, tournamentId);
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('published');
  });

  it('registers 32 squads verified and accepted for this tournament', async () => {
    const em = app.em();
    for (let seed = 1; seed <= 32; seed++) {
      const name = `Squad ${String(seed).padStart(2, '0')}`;
      const players = [];
      for (let p = 1; p <= 4; p++) players.push(await createUser(app, `${name} P${p}`));
      const team = em.create(Team, { name, gameId: 'bgmi', createdBy: players[0]!.id });
      players.forEach((player, p) => {
        em.create(TeamMember, {
          team,
          user: player.id,
          role: p === 0 ? 'captain' : 'member',
          status: 'active',
        });
        const account = em.create(GameAccount, {
          user: player.id,
          gameId: 'bgmi',
          inGameId: String(5_100_000_000 + seed * 10 + p),
          inGameName: player.name,
          status: 'verified',
          method: 'bgmi_video',
        });
        em.create(VerificationAcceptance, {
          tournament: tournamentId,
          account,
          verdict: 'accepted',
          decidedAt: new Date(),
        });
      });
      await em.flush();
      // 32 captains sign in from one address: start a fresh sign-in rate-limit window every 16.
      if (seed % 16 === 0) await app.redis.del(...(await app.redis.keys('galaxia:rl:*')), 'galaxia:rl:none');
      const client = await signedIn(app, players[0]!);
      squads.push({ seed, team, players, client });
      // One minute apart, so registration order (the seeding) is the seed order.
      at(later(ist(0, '10:30'), seed));
      await expectAnswer(
        client.post(`/api/events/${tournamentId}/registrations`, {
          teamId: team.id,
          roster: players.map((player) => player.id),
        }),
        201,
      );
    }
  });

  it('deals the squads into two lobbies by snake seeding when the organiser starts the phase', async () => {
    at(ist(1, '11:00'));
    const started = await expectAnswer(
      owner.post(`/api/organiser/tournaments/${tournamentId}/phases/0/start`, { seeding: 'registration' }),
      201,
    );
    expect(started).toMatchObject({ phaseIndex: 0, status: 'active', matches: 8 });

    const lobbies = await lobbiesOf(0);
    const seedsOf = (lobby: LobbyTable) =>
      lobby.standings.map((row) => byTeam(row.team.id).seed).sort((a, b) => a - b);
    expect(lobbies.map((lobby) => lobby.name)).toEqual(['Lobby A', 'Lobby B']);
    expect(seedsOf(lobbies[0]!)).toEqual([1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 32]);
    expect(seedsOf(lobbies[1]!)).toEqual([2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27, 30, 31]);
    expect(lobbies[0]!.matches.map((match) => [match.number, match.scheduledTime, match.status])).toEqual(
      [1, 2, 3, 4].map((n) => [n, ist(1 + n, '18:00').toISOString(), 'upcoming']),
    );
  });

  it('reveals room details only to the lobby’s rostered players, from 15 minutes before the match', async () => {
    const [lobbyA] = await lobbiesOf(0);
    const match = lobbyA!.matches[0]!;
    at(ist(2, '12:00'));
    const saved = await expectAnswer(
      owner.put(`/api/lobby-matches/${match.id}/room`, { roomId: '731904', roomPassword: 'tiger-42' }),
      200,
    );
    expect(saved).toEqual({
      lobbyMatchId: match.id,
      roomSet: true,
      scheduledTime: ist(2, '18:00').toISOString(),
    });
    await expectAnswer(
      owner.put(`/api/lobby-matches/${match.id}/room`, { roomId: '731904' }),
      400,
      refusal('Enter both the room ID and the password'),
    );

    const inLobbyA = bySeed(1).client;
    const inLobbyB = bySeed(2).client;
    const anonymous = app.client();
    const roomOf = async (client: HttpClient) => {
      const response = await client.get(`/api/lobbies/${lobbyA!.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const text = await response.text();
      const body = JSON.parse(text);
      return {
        room: body.matches[0].room,
        roomSet: body.matches[0].roomSet,
        leaked: text.includes('tiger-42'),
      };
    };

    // The organiser who saved the room reads it back at any time (it was write-only before).
    const savedRoom = {
      room: { roomId: '731904', roomPassword: 'tiger-42' },
      roomSet: true,
      leaked: true,
    };
    at(ist(2, '17:00'));
    expect(await roomOf(owner)).toEqual(savedRoom);

    at(ist(2, '17:44'));
    expect(await roomOf(inLobbyA)).toEqual({ room: null, roomSet: true, leaked: false });

    at(ist(2, '17:45'));
    expect(await roomOf(inLobbyA)).toEqual({
      room: { roomId: '731904', roomPassword: 'tiger-42' },
      roomSet: true,
      leaked: true,
    });
    for (const outsider of [inLobbyB, anonymous])
      expect(await roomOf(outsider)).toEqual({ room: null, roomSet: true, leaked: false });
    expect(await roomOf(owner)).toEqual(savedRoom);
    const publicTables = await app.client().get(`/api/events/${tournamentId}/points-tables`);
    expect(await publicTables.text()).not.toContain('tiger-42');

    // The reveal job tells the lobby's players at 17:45, once; nobody else hears of the room.
    const notices = async (client: HttpClient) =>
      (await expectAnswer(client.get('/api/notifications'), 200)).notifications.filter(
        (notice: { kind: string }) => notice.kind === 'room-details',
      );
    at(ist(2, '17:44'));
    expect(await revealLobbyRoom(app.em(), match.id)).toEqual({ outcome: 'nothing-due' });
    at(ist(2, '17:45'));
    expect(await revealLobbyRoom(app.em(), match.id)).toEqual({ outcome: 'sent' });
    expect(await revealLobbyRoom(app.em(), match.id)).toEqual({ outcome: 'nothing-due' });
    for (const player of [bySeed(1), bySeed(32)]) {
      expect(await notices(player.client)).toEqual([
        expect.objectContaining({
          title: 'Lobby A · Match 1: room details',
          body: 'Room ID 731904 · Password tiger-42',
          link: `/events/${tournamentId}/lobbies/${lobbyA!.id}`,
        }),
      ]);
    }
    expect(await notices(inLobbyB)).toEqual([]);
    expect(await notices(owner)).toEqual([]);

    at(ist(2, '20:00'));
    expect(await roomOf(anonymous)).toEqual({ room: null, roomSet: true, leaked: false });
    expect(await roomOf(inLobbyB)).toEqual({ room: null, roomSet: true, leaked: false });
  });

  it("lists the started phase's lobbies and every lobby match waiting for results in the console", async () => {
    const consoleView = await expectAnswer(
      owner.get(`/api/organiser/tournaments/${tournamentId}/console`),
      200,
    );
    const [lobbyA, lobbyB] = await lobbiesOf(0);
    expect(consoleView.phases[0].lobbies).toEqual([
      { id: lobbyA!.id, name: 'Lobby A', matches: { total: 4, completed: 0 } },
      { id: lobbyB!.id, name: 'Lobby B', matches: { total: 4, completed: 0 } },
    ]);
    expect(consoleView.openLobbyMatches.slice(0, 3)).toEqual([
      expect.objectContaining({
        lobbyMatchId: lobbyA!.matches[0]!.id,
        lobbyId: lobbyA!.id,
        name: 'Lobby A · Match 1',
      }),
      expect.objectContaining({
        lobbyMatchId: lobbyB!.matches[0]!.id,
        lobbyId: lobbyB!.id,
        name: 'Lobby B · Match 1',
      }),
      expect.objectContaining({ name: 'Lobby A · Match 2', phaseIndex: 0 }),
    ]);
    expect(consoleView.openLobbyMatches).toHaveLength(8);
  });

  it('refuses bad results with their reasons and writes nothing', async () => {
    const [lobbyA] = await lobbiesOf(0);
    const match = lobbyA!.matches[0]!;
    const teams = lobbyA!.standings.map((row) => row.team.id);
    const good = () =>
      resultsFor(
        teams,
        (i) => i + 1,
        () => [],
      );
    const post = (client: HttpClient, body: unknown) =>
      client.post(`/api/lobby-matches/${match.id}/results`, body);

    at(ist(2, '17:50'));
    await expectAnswer(
      post(owner, good()),
      409,
      refusal('Results can be entered once the match has started'),
    );

    at(ist(2, '18:40'));
    await expectAnswer(
      post(bySeed(1).client, good()),
      403,
      refusal('Only the organiser or a results admin can enter results'),
    );
    const repeated = good();
    repeated.results[1]!.placement = 1;
    await expectAnswer(
      post(owner, repeated),
      400,
      refusal(
        `Place 1 is given to ${byTeam(teams[0]!).team.name} and ${byTeam(teams[1]!).team.name}: each place goes to one team`,
      ),
    );
    const outOfRange = good();
    outOfRange.results[0]!.placement = 17;
    await expectAnswer(post(owner, outOfRange), 400, refusal('Placements must be 1 to 16, each used once'));
    for (const kills of [-1, 1.5]) {
      await expectAnswer(
        post(
          owner,
          resultsFor(
            teams,
            (i) => i + 1,
            () => [{ player: 0, kills }],
          ),
        ),
        400,
        refusal('Kills must be whole numbers of at least 0'),
      );
    }
    const stranger = good();
    stranger.results[0]!.kills = [{ userId: bySeed(2).players[0]!.id, kills: 3 }];
    await expectAnswer(
      post(owner, stranger),
      400,
      refusal(`Kills can only be given for players on ${byTeam(teams[0]!).team.name}'s roster`),
    );
    await expectAnswer(post(owner, good().results.slice(1) as never), 400);
    expect(await app.em().count(LobbyResult, { tournament: tournamentId })).toBe(0);
  });

  /** Placements by lobby order, the top two swapping on even maps; captains of the top 8 score 8..1 kills. */
  const lobbyStageResults = (teams: readonly string[], number: number) =>
    resultsFor(
      teams,
      (i) => (number % 2 === 0 && i < 2 ? 2 - i : i + 1),
      (i) => (i < 8 ? [{ player: 0, kills: 8 - i }] : []),
    );

  it('lets a results admin enter results, a lobby team flag them within 15 minutes and the organiser settle', async () => {
    const admin = await createUser(app, 'Results Desk');
    const [lobbyA] = await lobbiesOf(0);
    const teams = lobbyA!.standings.map((row) => row.team.id);
    const [first, second] = lobbyA!.matches;
    const adminClient = await signedIn(app, admin);
    at(ist(2, '18:40'));
    await expectAnswer(
      adminClient.post(`/api/lobby-matches/${first!.id}/results`, lobbyStageResults(teams, 1)),
      403,
      refusal('Only the organiser or a results admin can enter results'),
    );
    await expectAnswer(
      owner.post(`/api/organiser/tournaments/${tournamentId}/results-admins`, { userId: admin.id }),
      200,
      {
        admins: [{ userId: admin.id, name: 'Results Desk' }],
      },
    );
    await expectAnswer(
      adminClient.get(`/api/organiser/tournaments/${tournamentId}/results-admins`),
      404,
      refusal('Tournament not found'),
    );
    await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/results-admins`), 200, {
      admins: [{ userId: admin.id, name: 'Results Desk' }],
    });
    await expectAnswer(
      adminClient.post(`/api/lobby-matches/${first!.id}/results`, lobbyStageResults(teams, 1)),
      201,
      { lobbyMatchId: first!.id, status: 'completed' },
    );
    await expectAnswer(
      owner.post(`/api/lobby-matches/${first!.id}/results`, lobbyStageResults(teams, 1)),
      409,
      refusal('Results for this match are already in: settle a flag to change them'),
    );

    const flagger = byTeam(teams[5]!);
    at(ist(2, '18:55'));
    await expectAnswer(
      bySeed(2).client.post(`/api/lobby-matches/${first!.id}/flag`, {
        teamId: bySeed(2).team.id,
        reason: 'Not in this lobby',
      }),
      403,
      refusal('Only a team in this lobby can flag its results'),
    );
    await expectAnswer(
      flagger.client.post(`/api/lobby-matches/${first!.id}/flag`, {
        teamId: flagger.team.id,
        reason: 'We had 2 kills',
      }),
      200,
      { lobbyMatchId: first!.id, flagged: true },
    );
    // The flag waits on the organiser: in the console's and the dashboard's "Needs attention", linking
    // to the lobby, and the console links each lobby of the started phase.
    const flagged = {
      matchId: first!.id,
      name: 'Lobby A · Match 1',
      phaseIndex: 0,
      reason: 'flagged',
      detail: 'We had 2 kills',
      lobbyId: lobbyA!.id,
    };
    const consoleView = await expectAnswer(
      owner.get(`/api/organiser/tournaments/${tournamentId}/console`),
      200,
    );
    expect(consoleView.attention).toEqual([expect.objectContaining(flagged)]);
    expect(consoleView.phases[0].lobbies.map((lobby: { name: string }) => lobby.name)).toEqual([
      'Lobby A',
      'Lobby B',
    ]);
    const dashboard = await expectAnswer(owner.get('/api/organiser/dashboard'), 200);
    expect(dashboard.needsAttention).toEqual([expect.objectContaining({ ...flagged, tournamentId })]);
    await expectAnswer(owner.post(`/api/lobby-matches/${first!.id}/settle`, { decision: 'keep' }), 200, {
      lobbyMatchId: first!.id,
      status: 'completed',
    });
    // The settled flag is a ruling: the log names the lobby's match, the decision and the flag's reason.
    const log = await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/rulings`), 200);
    expect(log.rulings).toEqual([
      expect.objectContaining({
        kind: 'lobby-flag',
        matchId: null,
        matchName: 'Lobby A · Match 1',
        reason: 'Results kept. Flagged: We had 2 kills',
      }),
    ]);

    at(ist(3, '18:40'));
    await expectAnswer(
      owner.post(`/api/lobby-matches/${second!.id}/results`, lobbyStageResults(teams, 2)),
      201,
    );
    at(ist(3, '18:56'));
    await expectAnswer(
      flagger.client.post(`/api/lobby-matches/${second!.id}/flag`, {
        teamId: flagger.team.id,
        reason: 'Late',
      }),
      409,
      refusal('Results can be flagged within 15 minutes of being entered'),
    );
  });

  it('names the event’s data version on the lobby read, as on every public read of the event', async () => {
    const [lobbyA] = await lobbiesOf(0);
    const versionOf = async (client: HttpClient, path: string) => {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      return Number(response.headers.get('galaxia-data-version'));
    };
    const tables = await versionOf(app.client(), `/api/events/${tournamentId}/points-tables`);
    // Results are in by now: the version has moved on from 0.
    expect(tables).toBeGreaterThan(0);
    expect(await versionOf(app.client(), `/api/lobbies/${lobbyA!.id}`)).toBe(tables);
    expect(await versionOf(owner, `/api/lobbies/${lobbyA!.id}`)).toBe(tables);
  });

  it('plays out both lobbies and sends the top 8 of each into the final lobby', async () => {
    const lobbies = await lobbiesOf(0);
    for (const number of [1, 2, 3, 4]) {
      at(ist(1 + number, '18:45'));
      for (const lobby of lobbies) {
        const match = lobby.matches[number - 1]!;
        if (match.status === 'completed') continue;
        const teams = lobbies.find((l) => l.id === lobby.id)!.standings.map((row) => row.team.id);
        await expectAnswer(
          owner.post(`/api/lobby-matches/${match.id}/results`, lobbyStageResults(teams, number)),
          201,
        );
      }
    }
    // Lobby order was fixed at the start; standings now follow the results.
    const [lobbyA, lobbyB] = await lobbiesOf(0);
    const row = (lobby: LobbyTable, i: number) => {
      const { rank, team, matches, wwcd, placementPoints, killPoints, total } = lobby.standings[i]!;
      return [rank, byTeam(team.id).seed, matches, wwcd, placementPoints, killPoints, total];
    };
    // Seed 1: 1st, 2nd, 1st, 2nd (10 + 6 + 10 + 6) and 8 kills a map; seed 4: the reverse and 7 kills.
    expect(row(lobbyA!, 0)).toEqual([1, 1, 4, 2, 32, 32, 64]);
    expect(row(lobbyA!, 1)).toEqual([2, 4, 4, 2, 32, 28, 60]);
    expect(row(lobbyA!, 7)).toEqual([8, 16, 4, 0, 4, 4, 8]);
    expect(row(lobbyB!, 0)).toEqual([1, 2, 4, 2, 32, 32, 64]);

    const statuses = async () =>
      (await app.em().find(Phase, { tournament: tournamentId }, { orderBy: { position: 'asc' } })).map(
        (phase) => phase.status,
      );
    // The last result can still be flagged for 15 minutes: the lobby stage stays open until then, so a
    // flagged last result can be cleared and entered again (issue 28: it answered 409 once the final began).
    expect(await statuses()).toEqual(['active', 'not_started']);
    const lastMatch = lobbies[1]!.matches[3]!;
    const lastTeams = lobbies[1]!.standings.map((r) => r.team.id);
    at(ist(5, '18:55'));
    const flagger = byTeam(lastTeams[0]!);
    await expectAnswer(
      flagger.client.post(`/api/lobby-matches/${lastMatch.id}/flag`, {
        teamId: flagger.team.id,
        reason: 'Wrong kills',
      }),
      200,
    );
    at(ist(5, '19:30'));
    expect(await closeFinalLobbyPhases(app.em(), NO_PORTS)).toEqual([]);
    await expectAnswer(
      owner.post(`/api/lobby-matches/${lastMatch.id}/settle`, { decision: 'reenter' }),
      200,
      {
        lobbyMatchId: lastMatch.id,
        status: 'upcoming',
      },
    );
    await expectAnswer(
      owner.post(`/api/lobby-matches/${lastMatch.id}/results`, lobbyStageResults(lastTeams, 4)),
      201,
    );
    // Results entered again after a settled flag are the organiser's ruling: final at once.
    expect(await statuses()).toEqual(['completed', 'active']);
    const [finalLobby] = await lobbiesOf(1);
    expect(finalLobby!.standings.map((r) => byTeam(r.team.id).seed)).toEqual([
      1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15,
    ]);
    expect(finalLobby!.matches).toHaveLength(6);
  });

  it('crowns the champion of the final lobby and ranks top fraggers from the real kills', async () => {
    const [finalLobby] = await lobbiesOf(1);
    const teams = finalLobby!.standings.map((row) => row.team.id);
    // The final plays the BGMI preset; the organiser may edit it while the phase is played, not after.
    const table = `/api/organiser/tournaments/${tournamentId}/phases`;
    const preset = { placementPoints: [10, 6, 5, 4, 3, 2, 1, 1], killPoints: 1 };
    await expectAnswer(owner.put(`${table}/1/points-table`, preset), 200, preset);
    await expectAnswer(
      owner.put(`${table}/1/points-table`, { placementPoints: [10, -1], killPoints: 1 }),
      400,
      refusal('A points table gives whole points from 0 to 100 for up to 100 placements'),
    );
    await expectAnswer(
      owner.put(`${table}/0/points-table`, preset),
      409,
      refusal('This phase is not being played'),
    );
    // Squad 03 (4th in the lobby's order) wins every map; Squad 12's second player drops 7 a map.
    const champion = teams.indexOf(bySeed(3).team.id);
    const fragger = teams.indexOf(bySeed(12).team.id);
    for (const [n, match] of finalLobby!.matches.entries()) {
      at(ist(7 + n, '18:45'));
      const body = resultsFor(
        teams,
        (i) => (i === champion ? 1 : i < champion ? i + 2 : i + 1),
        (i) => (i === fragger ? [{ player: 1, kills: 7 }] : [{ player: 0, kills: i === champion ? 2 : 1 }]),
      );
      await expectAnswer(owner.post(`/api/lobby-matches/${match.id}/results`, body), 201);
    }

    const [finalTable] = await lobbiesOf(1);
    const top = finalTable!.standings[0]!;
    expect([top.team.name, top.matches, top.wwcd, top.placementPoints, top.killPoints, top.total]).toEqual([
      'Squad 03',
      6,
      6,
      60,
      12,
      72,
    ]);
    // The final's last map can be flagged for 15 minutes; the workers' timer closes it after that.
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('published');
    at(later(ist(12, '18:45'), 15));
    expect(await closeFinalLobbyPhases(app.em(), NO_PORTS)).toEqual([]);
    at(later(ist(12, '18:45'), 16));
    expect(await closeFinalLobbyPhases(app.em(), NO_PORTS)).toHaveLength(1);
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('completed');
    const stats = await computeTournamentStats(app.em(), tournamentId);
    expect(stats.champion?.name).toBe('Squad 03');

    const publicStats = await expectAnswer(app.client().get(`/api/events/${tournamentId}/stats`), 200);
    // Squad 12 P2: 6 × 7 in the final. Squad 03 P1: 4 × 7 in lobby B, 6 × 2 in the final. The lobby
    // winners' captains: 4 × 8 in the lobbies, 6 × 1 in the final.
    expect(
      publicStats.players
        .slice(0, 4)
        .map((p: { name: string; team: string; kills: number }) => [p.name, p.team, p.kills]),
    ).toEqual([
      ['Squad 12 P2', 'Squad 12', 42],
      ['Squad 03 P1', 'Squad 03', 40],
      ['Squad 01 P1', 'Squad 01', 38],
      ['Squad 02 P1', 'Squad 02', 38],
    ]);
    expect(publicStats).toMatchObject({ totalMatches: 14, completedMatches: 14, participatingTeams: 32 });
    // The team page reads the same lobby figures: 2nd, 1st, 2nd, 1st in lobby B, then six wins.
    const squad03 = bySeed(3);
    const page = await expectAnswer(
      app.client().get(`/api/events/${tournamentId}/teams/${squad03.team.id}`),
      200,
    );
    expect(page.battleRoyale).toEqual({
      matches: 10,
      wwcd: 8,
      kills: 40,
      averagePlacement: 1.2,
      total: 132,
      playerKills: { [squad03.players[0]!.id]: 40 },
    });
    // Squad 03: 60 points in lobby B and 72 in the final, 2 + 6 map wins.
    expect(publicStats.battleRoyaleTeams[0]).toMatchObject({
      rank: 1,
      name: 'Squad 03',
      matches: 10,
      wwcd: 8,
      total: 132,
    });
  });
});
