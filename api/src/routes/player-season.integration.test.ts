import {
  closeMatchCheckIn,
  Match,
  NO_PORTS,
  Phase,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A 4-team single elimination: the waitlist, then match check-in. A team missing at the close of
 * check-in forfeits and its opponent advances (auto-forfeit on); with auto-forfeit off the organiser
 * sees the match flagged. Date is faked so the story moves from registration to match time.
 */

// IST calendar days and wall-clock instants.
const { dayOf, ist, round, at } = storyCalendar('2031-05-05');

interface Entrant {
  team: { id: string; name: string };
  captain: { id: string; name: string };
  client: HttpClient;
}

describe('waitlist and match check-in', () => {
  let app: TestApp;
  let owner: HttpClient;
  let tournamentId: string;
  const entrants: Entrant[] = [];
  const semiFinals: { id: string; teamA: string; teamB: string }[] = [];
  const byTeam = (id: string) => entrants.find((entrant) => entrant.team.id === id)!;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    const organiser = await createOrganiser(app, 'Meera');
    owner = await signedIn(app, organiser.user);
    tournamentId = await draftEventThroughApi(
      owner,
      {
        eventName: 'Check-in Cup',
        seasonNumber: 1,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: dayOf(0),
        format: 1,
        prizePool: '₹10,000',
        eventDescription: 'Four solo players, one night.',
      },
      {
        phases: [
          {
            name: 'Bracket',
            format: 'Single Elimination',
            invitedTeams: 0,
            participatingTeams: 4,
            isFinal: true,
          },
        ],
        calendar: [
          { phaseName: 'Bracket', rounds: [round('r-1', 'Semi-finals', 2), round('r-2', 'Final', 3)] },
        ],
        registration: [{ startDate: dayOf(0), startTime: '10:00', endDate: dayOf(1), endTime: '10:00' }],
      },
    );
    // Verification is another issue's setting: these players need none.
    const em = app.em();
    const tournament = await em.findOneOrFail(Tournament, { id: tournamentId });
    tournament.requiresVerification = false;
    await em.flush();
    await publishThroughApi(owner, tournamentId);
  });

  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('puts the fifth team on the waitlist and promotes it when a registered team withdraws', async () => {
    at(ist(0, '11:00'));
    const em = app.em();
    for (let seed = 1; seed <= 5; seed++) {
      const captain = await createUser(app, `Solo ${seed}`);
      const team = em.create(Team, { name: `Solo Team ${seed}`, gameId: 'valorant', createdBy: captain.id });
      em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
      await em.flush();
      entrants.push({ team, captain, client: await signedIn(app, captain) });
    }
    const register = (entrant: Entrant) =>
      entrant.client.post(`/api/events/${tournamentId}/registrations`, {
        teamId: entrant.team.id,
        roster: [entrant.captain.id],
      });
    for (const [i, entrant] of entrants.entries()) {
      at(ist(0, `11:0${i + 1}`));
      const entry = await expectAnswer(register(entrant), 201);
      expect(entry.status).toBe(i < 4 ? 'registered' : 'waitlisted');
    }
    await expectAnswer(register(entrants[4]!), 409, {
      error: 'This team is already entered in this tournament',
      code: 'COMPETITION_ALREADY_REGISTERED',
    });
    const fifth = await expectAnswer(entrants[4]!.client.get(`/api/events/${tournamentId}/my-entry`), 200);
    expect(fifth).toMatchObject({
      places: 4,
      taken: 4,
      waitlisted: 1,
      blocker: null,
      entry: { status: 'waitlisted', waitlistPosition: 1, isCaptain: true, canWithdraw: true },
    });

    await expectAnswer(
      entrants[1]!.client.delete(`/api/events/${tournamentId}/registrations/${entrants[1]!.team.id}`),
      200,
      { withdrawn: true },
    );
    const promoted = await em.fork().findOneOrFail(TournamentRegistration, {
      tournament: tournamentId,
      team: entrants[4]!.team.id,
    });
    expect(promoted.status).toBe('registered');
    const after = await expectAnswer(entrants[4]!.client.get(`/api/events/${tournamentId}/my-entry`), 200);
    expect(after.entry).toMatchObject({ status: 'registered', waitlistPosition: null });
    const inbox = await expectAnswer(entrants[4]!.client.get('/api/notifications'), 200);
    expect(inbox.notifications).toEqual([
      expect.objectContaining({
        kind: 'waitlist-promoted',
        title: 'A place opened in Check-in Cup',
        body: 'Solo Team 5 moved up from the waitlist and is now registered.',
        link: `/events/${tournamentId}`,
        readAt: null,
      }),
    ]);
  });

  it('starts the bracket with the four registered teams', async () => {
    at(ist(1, '12:00'));
    const started = await expectAnswer(
      owner.post(`/api/organiser/tournaments/${tournamentId}/phases/0/start`, { seeding: 'registration' }),
      201,
    );
    expect(started.seeds.map((seed: { name: string }) => seed.name)).toEqual([
      'Solo Team 1',
      'Solo Team 3',
      'Solo Team 4',
      'Solo Team 5',
    ]);
    const phase = await app.em().findOneOrFail(Phase, { tournament: tournamentId, position: 0 });
    const rows = await app
      .em()
      .find(Match, { phase, round: 1 }, { populate: ['teamA', 'teamB'], orderBy: { playOrder: 'asc' } });
    for (const row of rows) semiFinals.push({ id: row.id, teamA: row.teamA!.id, teamB: row.teamB!.id });
    expect(semiFinals).toHaveLength(2);
  });

  it('refuses check-ins outside the window, by outsiders and twice, naming times in the viewer zone', async () => {
    const match = semiFinals[0]!;
    const a = byTeam(match.teamA);
    const b = byTeam(match.teamB);
    const time = ist(2, '20:00');
    at(ist(2, '12:00'));
    await expectAnswer(a.client.post(`/api/matches/${match.id}/propose`, { time: time.toISOString() }), 200);
    await expectAnswer(b.client.post(`/api/matches/${match.id}/accept`), 200);

    // A reads times in London: the refusal names the opening there, with IST alongside.
    await expectAnswer(
      a.client.put('/api/settings', {
        emailNotifications: true,
        eventReminders: true,
        teamInvites: true,
        profilePrivacy: 'public',
        preferredGames: [],
        timeZone: 'Europe/London',
      }),
      200,
    );
    at(ist(2, '19:20'));
    await expectAnswer(a.client.post(`/api/matches/${match.id}/check-in`), 409, {
      error: 'Check-in opens at 7 May, 03:00 pm GMT+1 (7 May, 07:30 pm IST)',
      code: 'PLAYER_SEASON_CHECK_IN_NOT_OPEN',
    });
    at(ist(2, '19:45'));
    const outsider = byTeam(semiFinals[1]!.teamA);
    await expectAnswer(outsider.client.post(`/api/matches/${match.id}/check-in`), 403, {
      error: 'Only the captain or a rostered player of this team can check it in',
      code: 'PLAYER_SEASON_NOT_ON_TEAM',
    });
    const card = await expectAnswer(a.client.post(`/api/matches/${match.id}/check-in`), 200);
    expect(card).toMatchObject({
      myTeamId: a.team.id,
      window: { state: 'open', closesAt: time.toISOString() },
      noShow: null,
    });
    expect(card.teams.map((side: { checkedInAt: string | null }) => side.checkedInAt !== null)).toEqual([
      true,
      false,
    ]);
    await expectAnswer(a.client.post(`/api/matches/${match.id}/check-in`), 409, {
      error: 'Your team is already checked in',
      code: 'PLAYER_SEASON_ALREADY_CHECKED_IN',
    });
    at(ist(2, '20:01'));
    await expectAnswer(b.client.post(`/api/matches/${match.id}/check-in`), 409, {
      error: 'Check-in closed at 7 May, 08:00 pm IST',
      code: 'PLAYER_SEASON_CHECK_IN_CLOSED',
    });
  });

  it('forfeits the team that did not check in when the window closes, and the opponent advances', async () => {
    const match = semiFinals[0]!;
    at(ist(2, '20:00'));
    const outcome = await closeMatchCheckIn(
      app.em(),
      {
        matchId: match.id,
        scheduledTime: ist(2, '20:00').toISOString(),
      },
      NO_PORTS,
    );
    expect(outcome).toBe('forfeit');
    const em = app.em();
    const row = await em.findOneOrFail(Match, { id: match.id }, { populate: ['winner'] });
    expect({ status: row.status, winner: row.winner?.id, scoreA: row.scoreA, scoreB: row.scoreB }).toEqual({
      status: 'completed',
      winner: match.teamA,
      scoreA: 1,
      scoreB: 0,
    });
    expect(row.note).toBe(
      `${byTeam(match.teamB).team.name} did not check in and forfeits. ${byTeam(match.teamA).team.name} advances.`,
    );
    const told = await expectAnswer(byTeam(match.teamB).client.get('/api/notifications'), 200);
    expect(told.notifications[0]).toMatchObject({
      kind: 'no-show',
      body: `${byTeam(match.teamB).team.name} did not check in and forfeits. ${byTeam(match.teamA).team.name} advances.`,
      link: `/events/${tournamentId}/matches/${match.id}`,
    });
    const final = await em.findOneOrFail(
      Match,
      { tournament: tournamentId, round: 2 },
      { populate: ['teamA'] },
    );
    expect(final.teamA?.id).toBe(match.teamA);
    // The job runs again (a retry): nothing changes twice.
    expect(
      await closeMatchCheckIn(
        app.em(),
        { matchId: match.id, scheduledTime: ist(2, '20:00').toISOString() },
        NO_PORTS,
      ),
    ).toBe('stale');
  });

  it('flags the no-show to the organiser when auto-forfeit is off', async () => {
    await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/play-settings`), 200, {
      autoForfeit: true,
      eventCheckIn: false,
    });
    await expectAnswer(
      owner.put(`/api/organiser/tournaments/${tournamentId}/play-settings`, {
        autoForfeit: false,
        eventCheckIn: false,
      }),
      200,
      { autoForfeit: false, eventCheckIn: false },
    );
    const match = semiFinals[1]!;
    const a = byTeam(match.teamA);
    const b = byTeam(match.teamB);
    await expectAnswer(
      a.client.put(`/api/organiser/tournaments/${tournamentId}/play-settings`, {
        autoForfeit: true,
        eventCheckIn: false,
      }),
      404,
      { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' },
    );
    const time = ist(2, '22:00');
    at(ist(2, '12:30'));
    await expectAnswer(a.client.post(`/api/matches/${match.id}/propose`, { time: time.toISOString() }), 200);
    await expectAnswer(b.client.post(`/api/matches/${match.id}/accept`), 200);
    at(ist(2, '21:50'));
    await expectAnswer(b.client.post(`/api/matches/${match.id}/check-in`), 200);
    at(ist(2, '22:00'));
    expect(
      await closeMatchCheckIn(app.em(), { matchId: match.id, scheduledTime: time.toISOString() }, NO_PORTS),
    ).toBe('flag');
    const row = await app.em().findOneOrFail(Match, { id: match.id });
    expect(row.status).toBe('scheduled');
    const organiserInbox = await expectAnswer(owner.get('/api/notifications'), 200);
    expect(organiserInbox.notifications[0]).toMatchObject({
      kind: 'no-show',
      body: `${a.team.name} did not check in. An organiser decides the match.`,
    });
    const console_ = await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/console`), 200);
    expect(console_.attention).toContainEqual(
      expect.objectContaining({
        matchId: match.id,
        reason: 'no-show',
        detail: `${a.team.name} did not check in. An organiser decides the match.`,
      }),
    );
    const card = await expectAnswer(app.client().get(`/api/matches/${match.id}/check-in`), 200);
    expect(card.noShow).toEqual({ absent: [{ id: a.team.id, name: a.team.name, logo: null }] });
  });
});
