import { Team, TeamMember, Tournament } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, saveBasicInfoThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A Valorant 5v5 with substitutes: the organiser picks 5v5 and the number of substitutes, a team of 7
 * registers (more is refused, naming the limits), the captain swaps a substitute in, and the roster
 * locks once the team has checked in for the event. Date is faked so registration can close.
 */

const { dayOf, ist, round, at } = storyCalendar('2031-07-07');

describe('5v5 rosters with substitutes', () => {
  let app: TestApp;
  let owner: HttpClient;
  let serverId: string;
  let tournamentId: string;
  let captainClient: HttpClient;
  let teamId: string;
  const players: { id: string; name: string }[] = [];
  const basics = () => ({
    eventName: 'Spike Rush Cup',
    seasonNumber: 1,
    gameId: 'valorant',
    serverId,
    publishDate: dayOf(0),
    format: 5,
    prizePool: '₹50,000',
    eventDescription: 'Two fives, one map pool.',
  });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    const organiser = await createOrganiser(app, 'Kavya');
    serverId = organiser.server.id;
    owner = await signedIn(app, organiser.user);
  });

  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('offers 5v5 for Valorant and keeps the substitutes the organiser chose, from 0 to 2', async () => {
    tournamentId = await draftEventThroughApi(
      owner,
      { ...basics(), substitutes: 1 },
      {
        phases: [
          {
            name: 'Final',
            format: 'Single Elimination',
            invitedTeams: 0,
            participatingTeams: 2,
            isFinal: true,
          },
        ],
        calendar: [{ phaseName: 'Final', rounds: [round('r-1', 'Final', 3)] }],
        registration: [{ startDate: dayOf(0), startTime: '10:00', endDate: dayOf(1), endTime: '10:00' }],
      },
    );
    const saved = await expectAnswer(owner.get(`/api/getEvent/basicInfo/${tournamentId}`), 200);
    expect(saved).toMatchObject({ format: 5, substitutes: 1 });

    const form = new FormData();
    form.append('tournamentData', JSON.stringify({ ...saved, substitutes: 3 }));
    const refused = await owner.send('PUT', `/api/updateEvent/basicInfo/${tournamentId}`, { body: form });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'Substitutes per team must be a whole number from 0 to 2',
    });
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).substitutes).toBe(1);

    const tournament = await app.em().findOneOrFail(Tournament, { id: tournamentId });
    tournament.requiresVerification = false;
    await app.em().flush();
    await expectAnswer(
      owner.put(`/api/organiser/tournaments/${tournamentId}/play-settings`, {
        autoForfeit: true,
        eventCheckIn: true,
      }),
      200,
    );
    await publishThroughApi(owner, tournamentId);
  });

  it('refuses a roster beyond 5 players and the substitutes, naming the limits', async () => {
    at(ist(0, '11:00'));
    const em = app.em();
    for (let i = 1; i <= 8; i++) players.push(await createUser(app, `Agent ${i}`));
    const team = em.create(Team, { name: 'Radiant Five', gameId: 'valorant', createdBy: players[0]!.id });
    for (const [i, player] of players.entries()) {
      em.create(TeamMember, {
        team,
        user: player.id,
        role: i === 0 ? 'captain' : 'member',
        status: 'active',
      });
    }
    await em.flush();
    teamId = team.id;
    captainClient = await signedIn(app, players[0]!);
    const register = (count: number) =>
      captainClient.post(`/api/events/${tournamentId}/registrations`, {
        teamId,
        roster: players.slice(0, count).map((player) => player.id),
      });

    await expectAnswer(register(7), 400, {
      error: 'A roster has 5 players and up to 1 substitute (5 to 6 in all)',
      code: 'ROSTERS_SIZE',
    });
    await expectAnswer(register(4), 400, {
      error: 'A roster has 5 players and up to 1 substitute (5 to 6 in all)',
      code: 'ROSTERS_SIZE',
    });

    // The organiser raises it to the rulebook's 2: a team of 7 gets in, 8 still does not.
    const saved = await expectAnswer(owner.get(`/api/getEvent/basicInfo/${tournamentId}`), 200);
    await saveBasicInfoThroughApi(owner, tournamentId, { ...saved, substitutes: 2 });
    await expectAnswer(register(8), 400, {
      error: 'A roster has 5 players and up to 2 substitutes (5 to 7 in all)',
      code: 'ROSTERS_SIZE',
    });
    const entry = await expectAnswer(register(7), 201);
    expect(
      entry.roster.map((player: { name: string; substitute: boolean }) => [player.name, player.substitute]),
    ).toEqual([
      ['Agent 1', false],
      ['Agent 2', false],
      ['Agent 3', false],
      ['Agent 4', false],
      ['Agent 5', false],
      ['Agent 6', true],
      ['Agent 7', true],
    ]);

    const page = await expectAnswer(app.client().get(`/api/events/${tournamentId}/teams/${teamId}`), 200);
    expect(
      page.players.map((player: { name: string; substitute: boolean }) => [player.name, player.substitute]),
    ).toEqual([
      ['Agent 1', false],
      ['Agent 2', false],
      ['Agent 3', false],
      ['Agent 4', false],
      ['Agent 5', false],
      ['Agent 6', true],
      ['Agent 7', true],
    ]);
  });

  it("refuses a roster with a player already on another team's roster here, naming them, and stores nothing", async () => {
    const em = app.em();
    const newcomers = [];
    for (let i = 1; i <= 4; i++) newcomers.push(await createUser(app, `Duelist ${i}`));
    // Agent 2 plays for Radiant Five here; Agent 8 is in its team but not on its roster.
    const [agent2, agent8] = [players[1]!, players[7]!];
    const team = em.create(Team, { name: 'Second Five', gameId: 'valorant', createdBy: newcomers[0]!.id });
    for (const [i, player] of [...newcomers, agent2, agent8].entries()) {
      em.create(TeamMember, {
        team,
        user: player.id,
        role: i === 0 ? 'captain' : 'member',
        status: 'active',
      });
    }
    await em.flush();
    const captain = await signedIn(app, newcomers[0]!);
    const register = (roster: { id: string }[]) =>
      captain.post(`/api/events/${tournamentId}/registrations`, {
        teamId: team.id,
        roster: roster.map((player) => player.id),
      });

    await expectAnswer(register([...newcomers, agent2]), 409, {
      error: 'Agent 2 already plays for another team in this tournament',
      code: 'COMPETITION_PLAYER_ON_OTHER_TEAM',
    });
    const entries = await expectAnswer(
      owner.get(`/api/organiser/tournaments/${tournamentId}/registrations`),
      200,
    );
    expect(JSON.stringify(entries)).not.toContain('Second Five');
    await expectAnswer(register([...newcomers.slice(0, 3), agent8, agent2]), 409, {
      error: 'Agent 2 already plays for another team in this tournament',
      code: 'COMPETITION_PLAYER_ON_OTHER_TEAM',
    });
  });

  it('lets the captain, and only the captain, swap a substitute for a starter before check-in', async () => {
    const swap = (client: HttpClient, starter: number, substitute: number) =>
      client.post(`/api/events/${tournamentId}/registrations/${teamId}/swap`, {
        starterId: players[starter]!.id,
        substituteId: players[substitute]!.id,
      });
    const mate = await signedIn(app, players[1]!);
    await expectAnswer(swap(mate, 4, 5), 403, {
      error: 'Only the team captain can do that',
      code: 'TEAMS_CAPTAIN_ONLY',
    });
    await expectAnswer(swap(captainClient, 5, 6), 400, {
      error: 'The player to swap out is not one of the starting players',
      code: 'ROSTERS_STARTER_UNKNOWN',
    });
    await expectAnswer(swap(captainClient, 4, 7), 400, {
      error: 'The player to swap in is not one of the substitutes',
      code: 'ROSTERS_SUBSTITUTE_UNKNOWN',
    });
    const before = await expectAnswer(captainClient.get(`/api/events/${tournamentId}/my-entry`), 200);
    expect(before.entry.canSwap).toBe(true);

    const swapped = await expectAnswer(swap(captainClient, 4, 5), 200);
    expect(
      swapped.roster
        .filter((player: { substitute: boolean }) => player.substitute)
        .map((p: { name: string }) => p.name),
    ).toEqual(['Agent 5', 'Agent 7']);
    const match = await expectAnswer(app.client().get(`/api/events/${tournamentId}/teams/${teamId}`), 200);
    expect(
      match.players.filter((p: { substitute: boolean }) => p.substitute).map((p: { name: string }) => p.name),
    ).toEqual(['Agent 5', 'Agent 7']);
  });

  it('locks the roster once the team has checked in', async () => {
    at(ist(1, '11:00'));
    await expectAnswer(captainClient.post(`/api/events/${tournamentId}/check-in`, { teamId }), 200);
    const entry = await expectAnswer(captainClient.get(`/api/events/${tournamentId}/my-entry`), 200);
    expect(entry.entry).toMatchObject({ checkedIn: true, canSwap: false });
    await expectAnswer(
      captainClient.post(`/api/events/${tournamentId}/registrations/${teamId}/swap`, {
        starterId: players[0]!.id,
        substituteId: players[4]!.id,
      }),
      409,
      {
        error: 'The roster is locked: your team has checked in, so substitutes can no longer swap',
        code: 'ROSTERS_LOCKED_CHECKED_IN',
      },
    );
  });
});
