import {
  completeFinalDuelPhases,
  GameAccount,
  Match,
  MatchPlayerStat,
  Phase,
  queuePorts,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  VerificationAcceptance,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A whole 16-team tournament played through the API: a Group Stage of 4 groups whose winners and
 * runners-up feed an 8-team Single Elimination. The clock is faked (Date only) so the story can move
 * from registration to the final in one run; the app runs in this process and reads the same clock.
 */

// IST calendar days and wall-clock instants.
const { dayOf, ist, round, at } = storyCalendar('2031-03-03');

const roadmap = [
  {
    name: 'Group Stage',
    format: 'Group Stage',
    invitedTeams: 0,
    participatingTeams: 16,
    numberOfGroups: 4,
    qualifyingTeams: [4, 4],
  },
  {
    name: 'Playoffs',
    format: 'Single Elimination',
    invitedTeams: 0,
    participatingTeams: 0,
    qualifiedTeams: [
      [0, 0],
      [0, 1],
    ],
    isFinal: true,
  },
];

const calendar = [
  {
    phaseName: 'Group Stage',
    rounds: [round('md-1', 'Matchday 1', 2), round('md-2', 'Matchday 2', 3), round('md-3', 'Matchday 3', 4)],
  },
  {
    phaseName: 'Playoffs',
    rounds: [round('r-1', 'Quarter-finals', 5), round('r-2', 'Semi-finals', 6), round('r-3', 'Final', 7)],
  },
];

interface Entrant {
  seed: number;
  team: { id: string; name: string };
  captain: { id: string; name: string };
  mate: { id: string; name: string };
  client: HttpClient;
}

type MatchRow = InstanceType<typeof Match.class>;

const refusal = (message: string, code: string) => ({ error: message, code });

describe('a 16-team tournament played through the API', () => {
  let app: TestApp;
  let organiser: Awaited<ReturnType<typeof createOrganiser>>;
  let owner: HttpClient;
  let tournamentId: string;
  const entrants: Entrant[] = [];
  const byTeam = new Map<string, Entrant>();

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    organiser = await createOrganiser(app, 'Aditi');
    owner = await signedIn(app, organiser.user);
  });

  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const matchesOf = async (phaseIndex: number): Promise<MatchRow[]> => {
    const phase = await app.em().findOneOrFail(Phase, { tournament: tournamentId, position: phaseIndex });
    return app
      .em()
      .find(Match, { phase }, { populate: ['teamA', 'teamB', 'winner'], orderBy: { playOrder: 'asc' } });
  };
  const rowOf = async (matchId: string) =>
    app.em().findOneOrFail(Match, { id: matchId }, { populate: ['teamA', 'teamB', 'winner'] });

  const lines = (winner: Entrant, loser: Entrant) => [
    { userId: winner.captain.id, kills: 8, deaths: 2 },
    { userId: winner.mate.id, kills: 4, deaths: 3 },
    { userId: loser.captain.id, kills: 3, deaths: 5 },
    { userId: loser.mate.id, kills: 1, deaths: 6 },
  ];

  /** Both reps agree a time: A proposes, B accepts. */
  async function schedule(match: MatchRow, time: Date) {
    const a = byTeam.get(match.teamA!.id)!;
    const b = byTeam.get(match.teamB!.id)!;
    await expectAnswer(a.client.post(`/api/matches/${match.id}/propose`, { time: time.toISOString() }), 200);
    const accepted = await expectAnswer(b.client.post(`/api/matches/${match.id}/accept`), 200);
    expect(accepted).toMatchObject({
      status: 'scheduled',
      scheduledTime: time.toISOString(),
      proposal: null,
    });
  }

  /** The loser's rep reports, the winner's rep confirms, 40 and 45 minutes after the start. */
  async function play(match: MatchRow, winnerId: string, start: Date, score = [2, 0]) {
    const winner = byTeam.get(winnerId)!;
    const loser = byTeam.get(match.teamA!.id === winnerId ? match.teamB!.id : match.teamA!.id)!;
    const aWins = match.teamA!.id === winnerId;
    const [scoreA, scoreB] = aWins ? [score[0]!, score[1]!] : [score[1]!, score[0]!];
    at(new Date(start.getTime() + 40 * 60_000));
    await expectAnswer(
      loser.client.post(`/api/matches/${match.id}/report`, {
        scoreA,
        scoreB,
        playerStats: lines(winner, loser),
      }),
      200,
    );
    at(new Date(start.getTime() + 45 * 60_000));
    const confirmed = await expectAnswer(winner.client.post(`/api/matches/${match.id}/confirm`), 200);
    expect(confirmed).toMatchObject({ status: 'completed', scoreA, scoreB, winner: aWins ? 'A' : 'B' });
  }

  it('lets the organiser set the tournament up with the existing event calls', async () => {
    at(ist(0, '09:00'));
    tournamentId = await draftEventThroughApi(
      owner,
      {
        eventName: 'Galaxia Open',
        seasonNumber: 1,
        gameId: 'bgmi',
        serverId: organiser.server.id,
        publishDate: dayOf(0),
        format: 2,
        prizePool: '₹1,00,000',
        eventDescription: 'Sixteen duos, four groups, one champion.',
      },
      {
        phases: roadmap,
        calendar,
        registration: [{ startDate: dayOf(0), startTime: '10:00', endDate: dayOf(1), endTime: '10:00' }],
      },
    );
    await publishThroughApi(owner, tournamentId);
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('published');
  });

  it('takes 16 verified duos, refusing entries that break the rules with their exact reasons', async () => {
    const em = app.em();
    for (let seed = 1; seed <= 17; seed++) {
      const captain = await createUser(app, `Captain ${seed}`);
      const mate = await createUser(app, `Mate ${seed}`);
      const team = em.create(Team, { name: `Team ${seed}`, gameId: 'bgmi', createdBy: captain.id });
      em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
      em.create(TeamMember, { team, user: mate.id, role: 'member', status: 'active' });
      // Verified and accepted for this tournament; team 17's mate never sent a video.
      for (const user of seed === 17 ? [captain] : [captain, mate]) {
        const account = em.create(GameAccount, {
          user: user.id,
          gameId: 'bgmi',
          inGameId: String(5_000_000_000 + seed * 10 + (user === captain ? 1 : 2)),
          inGameName: user.name,
          status: 'verified',
          method: 'bgmi_video',
        });
        em.create(VerificationAcceptance, {
          tournament: tournamentId,
          account,
          verdict: 'accepted',
          decidedAt: new Date(),
        });
      }
      await em.flush();
      const entrant = { seed, team, captain, mate, client: await signedIn(app, captain) };
      if (seed <= 16) {
        entrants.push(entrant);
        byTeam.set(team.id, entrant);
      } else {
        const register = () =>
          entrant.client.post(`/api/events/${tournamentId}/registrations`, {
            teamId: team.id,
            roster: [captain.id, mate.id],
          });
        at(ist(0, '10:30'));
        await expectAnswer(
          register(),
          400,
          refusal(
            'Mate 17 has not sent a BGMI verification video yet: every player sends one before the team can apply',
            'ENTRY_VERIFICATION_NEVER_SENT',
          ),
        );
      }
    }
    const [first, second] = entrants as [Entrant, Entrant];
    const registration = (
      entrant: Entrant,
      roster = [entrant.captain.id, entrant.mate.id],
      headers?: Record<string, string>,
    ) =>
      entrant.client.post(
        `/api/events/${tournamentId}/registrations`,
        { teamId: entrant.team.id, roster },
        headers,
      );

    at(ist(0, '09:30'));
    await expectAnswer(
      registration(first),
      409,
      refusal(`Registration starts on ${dayOf(0)}`, 'REGISTRATION_STARTS_ON'),
    );
    // The same refusal to a browser that asks for Hindi: the words in Hindi, the code unchanged.
    await expectAnswer(
      registration(first, undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }),
      409,
      refusal(`पंजीकरण ${dayOf(0)} को शुरू होगा`, 'REGISTRATION_STARTS_ON'),
    );
    at(ist(0, '10:30'));
    const mateClient = await signedIn(app, first.mate);
    await expectAnswer(
      mateClient.post(`/api/events/${tournamentId}/registrations`, {
        teamId: first.team.id,
        roster: [first.captain.id, first.mate.id],
      }),
      403,
      refusal('Only the team captain can do that', 'TEAMS_CAPTAIN_ONLY'),
    );
    await expectAnswer(
      registration(first, [first.captain.id]),
      400,
      refusal('A roster has 2 players and up to 2 substitutes (2 to 4 in all)', 'ROSTERS_SIZE'),
    );
    await expectAnswer(
      registration(first, [first.captain.id, second.mate.id]),
      400,
      refusal('Every rostered player must be an active member of the team', 'COMPETITION_ROSTER_NOT_MEMBER'),
    );

    for (const entrant of entrants) {
      at(ist(0, `11:${String(entrant.seed).padStart(2, '0')}`));
      const entry = await expectAnswer(registration(entrant), 201);
      expect(entry).toMatchObject({
        team: { id: entrant.team.id, name: entrant.team.name },
        status: 'registered',
      });
      expect(entry.roster.map((player: { verified: boolean }) => player.verified)).toEqual([true, true]);
    }
    await expectAnswer(
      registration(first),
      409,
      refusal('This team is already entered in this tournament', 'COMPETITION_ALREADY_REGISTERED'),
    );

    // The last team withdraws and comes back: it keeps its place at the end of the list.
    const last = entrants.at(-1)!;
    await expectAnswer(last.client.delete(`/api/events/${tournamentId}/registrations/${last.team.id}`), 200, {
      withdrawn: true,
    });
    at(ist(0, '12:00'));
    await expectAnswer(registration(last), 201);

    const listed = await expectAnswer(
      owner.get(`/api/organiser/tournaments/${tournamentId}/registrations`),
      200,
    );
    expect(listed.registrationStatus).toBe('open');
    expect(listed.places).toEqual({ registered: 16, invited: 0 });
    expect(listed.entries.map((entry: { team: { name: string } }) => entry.team.name)).toEqual(
      entrants.map((entrant) => entrant.team.name),
    );
  }, 120_000);

  it('starts the group stage once registration has closed, seeded in registration order', async () => {
    const start = (client: HttpClient, phaseIndex: number, body: unknown = { seeding: 'registration' }) =>
      client.post(`/api/organiser/tournaments/${tournamentId}/phases/${phaseIndex}/start`, body);
    await expectAnswer(
      start(owner, 0),
      409,
      refusal(
        'Registration is still open: start the phase once it closes',
        'COMPETITION_REGISTRATION_STILL_OPEN',
      ),
    );

    at(ist(1, '12:00'));
    const late = entrants[0]!;
    await expectAnswer(
      late.client.delete(`/api/events/${tournamentId}/registrations/${late.team.id}`),
      409,
      refusal(
        'Registration has closed: ask the organiser to withdraw the team',
        'COMPETITION_WITHDRAW_CLOSED',
      ),
    );
    await expectAnswer(start(late.client, 0), 404, refusal('Tournament not found', 'EVENT_NOT_FOUND'));
    await expectAnswer(
      start(owner, 1),
      409,
      refusal(
        'Playoffs can start once every phase it takes qualifiers from has finished',
        'COMPETITION_SOURCES_NOT_FINISHED',
      ),
    );
    await expectAnswer(start(owner, 7), 404, refusal('Phase not found', 'COMPETITION_PHASE_NOT_FOUND'));
    await expectAnswer(
      start(owner, 0, { seeding: 'manual', order: [entrants[0]!.team.id] }),
      400,
      refusal(
        "The seed order must list each of the phase's 16 teams exactly once",
        'COMPETITION_MANUAL_ORDER_MISMATCH',
      ),
    );

    const started = await expectAnswer(start(owner, 0), 201);
    expect(started).toMatchObject({ phaseIndex: 0, status: 'active', matches: 24 });
    expect(started.seeds.map((team: { id: string }) => team.id)).toEqual(entrants.map((e) => e.team.id));
    await expectAnswer(
      start(owner, 0),
      409,
      refusal('This phase has already started', 'COMPETITION_PHASE_STARTED'),
    );

    const matches = await matchesOf(0);
    expect(matches).toHaveLength(24);
    expect(new Set(matches.map((m) => m.status))).toEqual(new Set(['pending']));
    // Serpentine groups: A holds seeds 1, 8, 9 and 16.
    const groupA = new Set(
      matches.filter((m) => m.groupIndex === 0).flatMap((m) => [m.teamA!.name, m.teamB!.name]),
    );
    expect(groupA).toEqual(new Set(['Team 1', 'Team 8', 'Team 9', 'Team 16']));
  });

  it('plays the group stage: reps agree times inside each round, report and confirm, one dispute ruled on', async () => {
    const matches = await matchesOf(0);
    const seedOf = (id: string) => byTeam.get(id)!.seed;
    const stronger = (m: MatchRow) => (seedOf(m.teamA!.id) < seedOf(m.teamB!.id) ? m.teamA!.id : m.teamB!.id);

    // Matchday 1 refusals, the morning of the round.
    at(ist(2, '08:00'));
    const first = matches.find((m) => m.roundKey === 'md-1')!;
    const a = byTeam.get(first.teamA!.id)!;
    const b = byTeam.get(first.teamB!.id)!;
    const outsider = entrants.find((e) => e.team.id !== a.team.id && e.team.id !== b.team.id)!;
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/propose`, { time: ist(3, '12:00').toISOString() }),
      400,
      refusal(
        'The time must fall within the round window (5 Mar, 09:00 am IST to 5 Mar, 11:00 pm IST)',
        'MATCH_OUTSIDE_WINDOW',
      ),
    );
    await expectAnswer(
      outsider.client.post(`/api/matches/${first.id}/propose`, { time: ist(2, '12:00').toISOString() }),
      403,
      refusal('Only a representative of one of the two teams can do that', 'MATCH_REPS_ONLY'),
    );
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/accept`),
      409,
      refusal('There is no proposed time to accept', 'MATCH_NO_PROPOSAL'),
    );
    // A counter-proposal replaces the standing offer and waits on the other side.
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/propose`, { time: ist(2, '11:00').toISOString() }),
      200,
    );
    const countered = await expectAnswer(
      b.client.post(`/api/matches/${first.id}/propose`, { time: ist(2, '12:00').toISOString() }),
      200,
    );
    expect(countered).toMatchObject({
      status: 'pending',
      proposal: { by: 'B', time: ist(2, '12:00').toISOString() },
    });
    expect(countered.actions).toEqual(['schedule']);
    await expectAnswer(
      b.client.post(`/api/matches/${first.id}/accept`),
      409,
      refusal('The other team must accept your proposed time', 'MATCH_OWN_PROPOSAL'),
    );
    await expectAnswer(a.client.post(`/api/matches/${first.id}/accept`), 200);
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/propose`, { time: ist(2, '13:00').toISOString() }),
      409,
      refusal('This match is already scheduled', 'MATCH_ALREADY_SCHEDULED'),
    );
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/set-time`, { time: ist(2, '13:00').toISOString() }),
      403,
      refusal('Only an organiser can do that', 'MATCH_ORGANISER_ONLY'),
    );
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/report`, { scoreA: 2, scoreB: 0 }),
      409,
      refusal('A result can be reported once the match has started', 'MATCH_NOT_STARTED'),
    );
    await expectAnswer(
      a.client.post(`/api/matches/${first.id}/report`, { scoreA: 2, scoreB: 0 }, { 'accept-language': 'hi' }),
      409,
      refusal('मैच शुरू होने के बाद ही नतीजा रिपोर्ट किया जा सकता है', 'MATCH_NOT_STARTED'),
    );
    // A bad score is refused by the contract: its words and its field's words follow the language too.
    await expectAnswer(
      a.client.post(
        `/api/matches/${first.id}/report`,
        { scoreA: -1, scoreB: 0 },
        { 'accept-language': 'hi' },
      ),
      400,
      {
        error: 'स्कोर 0 या उससे अधिक की पूर्ण संख्या होने चाहिए',
        code: 'MATCH_INVALID_SCORE',
        fields: { scoreA: ['स्कोर 0 या उससे अधिक की पूर्ण संख्या होने चाहिए'] },
      },
    );

    // The check-in reminder waits for 11:30 IST, 30 minutes before the start.
    const reminders = app.queues.queue('match-reminders');
    const reminder = await reminders.getJob(`match-reminder.${first.id}.${ist(2, '12:00').getTime()}`);
    expect(reminder?.data).toEqual({
      tournamentId,
      matchId: first.id,
      scheduledTime: ist(2, '12:00').toISOString(),
    });
    expect(Math.abs(reminder!.timestamp + reminder!.delay - ist(2, '11:30').getTime())).toBeLessThan(5_000);
    // The organiser moves it to 12:30: a reminder for the new time waits for 12:00 IST (the 12:00 one
    // finds the match moved when it comes, and does nothing).
    const moved = await expectAnswer(
      owner.post(`/api/matches/${first.id}/set-time`, { time: ist(2, '12:30').toISOString() }),
      200,
    );
    expect(moved.scheduledTime).toBe(ist(2, '12:30').toISOString());
    const movedReminder = await reminders.getJob(`match-reminder.${first.id}.${ist(2, '12:30').getTime()}`);
    expect(movedReminder?.data.scheduledTime).toBe(ist(2, '12:30').toISOString());
    expect(
      Math.abs(movedReminder!.timestamp + movedReminder!.delay - ist(2, '12:00').getTime()),
    ).toBeLessThan(5_000);
    const discord = app.queues.queue('discord-notifications');
    expect(
      await discord.getJob(`discord.match-scheduled.${first.id}.${ist(2, '12:30').getTime()}`),
    ).toBeTruthy();

    const disputedId = matches.find((m) => m.groupIndex === 0 && m.roundKey === 'md-1')!.id;
    for (const [day, key] of [
      [2, 'md-1'],
      [3, 'md-2'],
      [4, 'md-3'],
    ] as const) {
      at(ist(day, '08:00'));
      const roundMatches = matches.filter((m) => m.roundKey === key);
      for (const match of roundMatches) if (match.id !== first.id) await schedule(match, ist(day, '12:30'));
      for (const match of roundMatches) {
        if (match.id === disputedId) await disputedPlay(match, stronger(match), ist(day, '12:30'));
        else await play(match, stronger(match), ist(day, '12:30'));
      }
    }

    async function disputedPlay(match: MatchRow, winnerId: string, start: Date) {
      const winner = byTeam.get(winnerId)!;
      const loser = byTeam.get(match.teamA!.id === winnerId ? match.teamB!.id : match.teamA!.id)!;
      const aWins = match.teamA!.id === winnerId;
      at(new Date(start.getTime() + 40 * 60_000));
      // The losing side claims the win.
      await expectAnswer(
        loser.client.post(`/api/matches/${match.id}/report`, {
          scoreA: aWins ? 0 : 2,
          scoreB: aWins ? 2 : 0,
          playerStats: lines(loser, winner),
        }),
        200,
      );
      await expectAnswer(
        owner.post(`/api/matches/${match.id}/resolve`, { scoreA: 2, scoreB: 0 }),
        409,
        refusal('Only a disputed result can be resolved', 'MATCH_NOT_DISPUTED'),
      );
      const disputed = await expectAnswer(
        winner.client.post(`/api/matches/${match.id}/dispute`, { reason: 'They left the lobby in round 2' }),
        200,
      );
      expect(disputed).toMatchObject({
        status: 'disputed',
        dispute: { by: aWins ? 'A' : 'B', reason: 'They left the lobby in round 2' },
      });
      expect(await discord.getJob(`discord.match-disputed.${match.id}`)).toBeTruthy();
      await expectAnswer(
        loser.client.post(`/api/matches/${match.id}/confirm`),
        409,
        refusal('This result is disputed and awaits the organiser', 'MATCH_UNDER_DISPUTE'),
      );
      const view = await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/console`), 200);
      expect(view.attention).toContainEqual(
        expect.objectContaining({
          matchId: match.id,
          reason: 'disputed',
          detail: 'They left the lobby in round 2',
        }),
      );
      await expectAnswer(
        winner.client.post(`/api/matches/${match.id}/resolve`, { scoreA: 2, scoreB: 0 }),
        403,
        refusal('Only an organiser can do that', 'MATCH_ORGANISER_ONLY'),
      );
      at(new Date(start.getTime() + 45 * 60_000));
      const resolved = await expectAnswer(
        owner.post(`/api/matches/${match.id}/resolve`, {
          scoreA: aWins ? 2 : 0,
          scoreB: aWins ? 0 : 2,
          note: 'Lobby logs show the walk-out',
          playerStats: lines(winner, loser),
        }),
        200,
      );
      expect(resolved).toMatchObject({
        status: 'completed',
        winner: aWins ? 'A' : 'B',
        note: 'Lobby logs show the walk-out',
      });
    }

    const played = await matchesOf(0);
    expect(played.every((m) => m.status === 'completed' && m.bracketStatus === 'completed')).toBe(true);
    // The last results can still be corrected for 15 minutes: the groups complete on the workers' timer.
    const groupStatus = async () =>
      (await app.em().findOneOrFail(Phase, { tournament: tournamentId, position: 0 })).status;
    expect(await groupStatus()).toBe('active');
    const lastResult = new Date();
    at(new Date(lastResult.getTime() + 14 * 60_000));
    expect(await completeFinalDuelPhases(app.em(), {}, { tournamentId })).toEqual([]);
    at(new Date(lastResult.getTime() + 16 * 60_000));
    expect(await completeFinalDuelPhases(app.em(), queuePorts(app.queues), { tournamentId })).toHaveLength(1);
    expect(await groupStatus()).toBe('completed');
  }, 120_000);

  it('sends the group winners and runners-up into the playoffs without the organiser', async () => {
    const playoffs = await app.em().findOneOrFail(Phase, { tournament: tournamentId, position: 1 });
    expect(playoffs.status).toBe('active');
    const name = (id: string) => byTeam.get(id)!.team.name;
    // Division 1: the group winners best first; division 2: the runners-up, cross-seeded so that no
    // quarter-final repeats a group (groups: A 1 8 9 16, B 2 7 10 15, C 3 6 11 14, D 4 5 12 13).
    expect(playoffs.seeds!.map(name)).toEqual([
      'Team 1',
      'Team 2',
      'Team 3',
      'Team 4',
      'Team 6',
      'Team 5',
      'Team 8',
      'Team 7',
    ]);
    const matches = await matchesOf(1);
    expect(matches.map((m) => [m.displayId, m.status, m.teamA?.name ?? null, m.teamB?.name ?? null])).toEqual(
      [
        ['qf-1', 'pending', 'Team 1', 'Team 7'],
        ['qf-2', 'pending', 'Team 4', 'Team 6'],
        ['qf-3', 'pending', 'Team 2', 'Team 8'],
        ['qf-4', 'pending', 'Team 3', 'Team 5'],
        ['sf-1', 'upcoming', null, null],
        ['sf-2', 'upcoming', null, null],
        ['final', 'upcoming', null, null],
      ],
    );
    const semi = matches.find((m) => m.displayId === 'sf-1')!;
    await expectAnswer(
      entrants[0]!.client.post(`/api/matches/${semi.id}/propose`, { time: ist(6, '12:00').toISOString() }),
      403,
      refusal('Only a representative of one of the two teams can do that', 'MATCH_REPS_ONLY'),
    );
    const view = await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/console`), 200);
    expect(view.phases.map((p: { status: string; matches: unknown }) => [p.status, p.matches])).toEqual([
      ['completed', { total: 24, completed: 24, disputed: 0 }],
      ['active', { total: 7, completed: 0, disputed: 0 }],
    ]);
    expect(view.phases[1].teams.map((team: { name: string }) => team.name)).toEqual(
      playoffs.seeds!.map(name),
    );
  });

  it('lets a granted streamer claim a playoff match; a second claim is refused', async () => {
    const streamer = await createUser(app, 'Rhea Caster');
    const caster = await signedIn(app, streamer);
    const [qf1] = await matchesOf(1);
    const claim = { platform: 'Twitch', url: 'https://www.twitch.tv/rheacasts' };
    await expectAnswer(
      caster.post(`/api/matches/${qf1!.id}/claim`, claim),
      403,
      refusal('Only streamers can claim a match to stream', 'STREAM_STREAMERS_ONLY'),
    );
    const granted = await expectAnswer(
      owner.post(`/api/organiser/tournaments/${tournamentId}/streamers`, { userId: streamer.id }),
      200,
    );
    expect(granted.streamers.map((s: { name: string }) => s.name)).toEqual(['Rhea Caster']);
    const claimable = await expectAnswer(caster.get('/api/streamer/claimable'), 200);
    expect(claimable.matches.map((m: { name: string }) => m.name)).toEqual([
      'Quarter-final 1',
      'Quarter-final 2',
      'Quarter-final 3',
      'Quarter-final 4',
    ]);
    const claimed = await expectAnswer(caster.post(`/api/matches/${qf1!.id}/claim`, claim), 201);
    expect(claimed).toMatchObject({ streamClaimed: true, streamer: 'Rhea Caster', streamerId: streamer.id });
    await expectAnswer(
      owner.post(`/api/matches/${qf1!.id}/claim`, {
        platform: 'YouTube',
        url: 'https://youtube.com/@galaxia',
      }),
      409,
      refusal('This match has already been claimed by another streamer', 'STREAM_ALREADY_CLAIMED'),
    );
    await expectAnswer(
      owner.delete(`/api/matches/${qf1!.id}/claim`),
      403,
      refusal('Only the streamer who claimed this match can release it', 'STREAM_NOT_YOUR_CLAIM'),
    );
    const mine = await expectAnswer(caster.get('/api/streamer/claimable'), 200);
    expect(mine.matches[0]).toMatchObject({ matchId: qf1!.id, claim });
  });

  it('plays the playoffs to the final, whose winner is the champion', async () => {
    const winners: Record<string, string> = {
      'qf-1': 'Team 1',
      'qf-2': 'Team 4',
      'qf-3': 'Team 2',
      'qf-4': 'Team 3',
      'sf-1': 'Team 1',
      'sf-2': 'Team 3',
      final: 'Team 3',
    };
    const teamId = (name: string) => entrants.find((e) => e.team.name === name)!.team.id;
    for (const [day, key] of [
      [5, 'r-1'],
      [6, 'r-2'],
      [7, 'r-3'],
    ] as const) {
      at(ist(day, '08:00'));
      const roundMatches = (await matchesOf(1)).filter((m) => m.roundKey === key);
      for (const match of roundMatches) await schedule(match, ist(day, '15:00'));
      for (const match of roundMatches)
        await play(match, teamId(winners[match.displayId]!), ist(day, '15:00'), [2, 1]);
    }
    const [qf1] = await matchesOf(1);
    const winner = byTeam.get(qf1!.teamA!.id)!;
    await expectAnswer(
      winner.client.post(`/api/matches/${qf1!.id}/confirm`),
      409,
      refusal('This match is already completed', 'MATCH_ALREADY_COMPLETED'),
    );
    await expectAnswer(
      winner.client.post(`/api/matches/${qf1!.id}/report`, { scoreA: 2, scoreB: 0 }),
      409,
      refusal('This match is already completed', 'MATCH_ALREADY_COMPLETED'),
    );
    // A game list longer than any series is refused by the contract, before any rule runs.
    const eightGames = Array.from({ length: 8 }, () => ({ scoreA: 1, scoreB: 0 }));
    const tooMany = await expectAnswer(
      winner.client.post(`/api/matches/${qf1!.id}/report`, { games: eightGames }),
      400,
    );
    expect(tooMany).toMatchObject({ error: 'A best of 7 has at most 7 games', code: 'INVALID_INPUT' });

    const final = await rowOf((await matchesOf(1)).find((m) => m.displayId === 'final')!.id);
    expect(final.winner!.id).toBe(teamId('Team 3'));
    // The final's result is final once its dispute window has passed; then the tournament completes.
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('published');
    at(new Date(Date.now() + 16 * 60_000));
    expect(await completeFinalDuelPhases(app.em(), queuePorts(app.queues), { tournamentId })).toHaveLength(1);
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('completed');
    const view = await expectAnswer(owner.get(`/api/organiser/tournaments/${tournamentId}/console`), 200);
    expect(view.champion).toMatchObject({ id: teamId('Team 3'), name: 'Team 3' });
    expect(view.lifecycle).toBe('completed');
    expect(view.phases.map((p: { status: string }) => p.status)).toEqual(['completed', 'completed']);
    expect(view.attention).toEqual([]);
    expect(
      await app.queues.queue('discord-notifications').getJob(`discord.tournament-completed.${tournamentId}`),
    ).toBeTruthy();
  }, 120_000);

  it('shows the statistics of the stored results on the public stats and brackets pages', async () => {
    const visitor = app.client();
    const stats = await expectAnswer(visitor.get(`/api/events/${tournamentId}/stats`), 200);
    // 31 matches, each reported with 8 + 4 + 3 + 1 kills across the four players.
    expect(stats).toMatchObject({
      totalMatches: 31,
      completedMatches: 31,
      totalKills: 496,
      averageMatchDuration: 45,
      participatingTeams: 16,
      totalPrizePool: 1_00_000,
    });
    expect(stats.teams.slice(0, 4)).toEqual([
      { rank: 1, name: 'Team 3', logo: null, wins: 6, losses: 0, winRate: 100 },
      { rank: 2, name: 'Team 1', logo: null, wins: 5, losses: 1, winRate: 83.3 },
      { rank: 3, name: 'Team 2', logo: null, wins: 4, losses: 1, winRate: 80 },
      { rank: 4, name: 'Team 4', logo: null, wins: 4, losses: 1, winRate: 80 },
    ]);
    expect(stats.teams).toHaveLength(16);
    // Team 3's captain won all six: 6 x 8 kills, 6 x 2 deaths.
    expect(stats.players[0]).toEqual({
      rank: 1,
      name: 'Captain 3',
      team: 'Team 3',
      kills: 48,
      deaths: 12,
      kd: 4,
      // A duel game records no Clash of Clans figures.
      offense: 0,
      defense: 0,
      army: 0,
      attack: 0,
    });
    expect(stats.players[1]).toEqual({
      rank: 2,
      name: 'Captain 1',
      team: 'Team 1',
      kills: 43,
      deaths: 15,
      kd: 2.87,
      offense: 0,
      defense: 0,
      army: 0,
      attack: 0,
    });
    expect(stats.players).toHaveLength(32);
    expect(await app.em().count(MatchPlayerStat, { match: { tournament: tournamentId } })).toBe(124);

    const brackets = await expectAnswer(visitor.get(`/api/events/${tournamentId}/brackets`), 200);
    const groups: {
      name: string;
      rows: { rank: number; teamName: string; wins: number; losses: number; points: number }[];
    }[] = brackets.phases[0].groupStandings;
    expect(groups.map((table) => table.name)).toEqual(['Group A', 'Group B', 'Group C', 'Group D']);
    expect(groups[0]!.rows.map((row) => [row.rank, row.teamName, row.wins, row.losses, row.points])).toEqual([
      [1, 'Team 1', 3, 0, 3],
      [2, 'Team 8', 2, 1, 2],
      [3, 'Team 9', 1, 2, 1],
      [4, 'Team 16', 0, 3, 0],
    ]);
    const registered = await app
      .em()
      .count(TournamentRegistration, { tournament: tournamentId, status: 'registered' });
    expect(registered).toBe(16);
  });
});
