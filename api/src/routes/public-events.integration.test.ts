import {
  type BracketState,
  createDoubleElimination,
  createGroupStage,
  createSingleElimination,
  createSwiss,
  createSwissRound,
  type EventAnnouncementsPage,
  type EventBrackets,
  type EventCalendar,
  type EventDetail,
  type EventListPage,
  type EventMatchDetail,
  type EventMatchesPage,
  type EventPrizePool,
  type EventRoadmap,
  type EventStatistics,
  type EventStreams,
  type EventTeamDetail,
  type EventTeamsPage,
  eventAnnouncementsPageSchema,
  eventBracketsSchema,
  eventCalendarSchema,
  eventDetailSchema,
  eventListPageSchema,
  eventMatchDetailSchema,
  eventMatchesPageSchema,
  eventPrizePoolSchema,
  eventRoadmapSchema,
  eventStatisticsSchema,
  eventStreamsSchema,
  eventTeamDetailSchema,
  eventTeamsPageSchema,
  type FeaturedTournaments,
  featuredTournamentsSchema,
  groupStandings,
  istToday,
  type PhaseFormat,
  type PublicPlayerProfile,
  publicPlayerProfileSchema,
  type Rulebook,
  reportResult,
  rulebookSchema,
  swissStandings,
  toBracketView,
} from '@galaxia/core';
import {
  Announcement,
  createMatchRow,
  GameAccount,
  LobbyResult,
  Match,
  MatchPlayerStat,
  Phase,
  StreamClaim,
  seedDemoData,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  User,
  UserSettings,
} from '@galaxia/core/server';
import type { InferEntity } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

type MatchRow = InferEntity<typeof Match>;

const unknownId = '00000000-0000-4000-8000-000000000000';
/** The seeded event that plays duels (groups, then playoffs); the BGMI event plays battle-royale lobbies. */
const DUELS = 'Valorant Challengers League';
const NOT_FOUND = { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' };

const read = async <T>(client: HttpClient, path: string, schema?: { parse(value: unknown): T }) => {
  const response = await client.get(`/api${path}`);
  const body = await response.json();
  if (response.status === 200 && schema) schema.parse(body);
  return { status: response.status, body: body as T };
};

const SUB_PAGES = [
  '',
  '/calendar',
  '/prize-pool',
  '/teams',
  `/teams/${unknownId}`,
  '/rulebook',
  '/roadmap',
  '/brackets',
  '/matches',
  '/matches/qf-1',
  '/streams',
  '/stats',
  '/announcements',
];

describe('public event pages', () => {
  let app: TestApp;
  let anonymous: HttpClient;
  const events: Record<string, string> = {};
  let unpublishedId: string;
  let formatsId: string;
  let formatStates: { name: string; format: PhaseFormat; state: BracketState; noSeeds?: boolean }[];
  const teamNames = new Map<string, string>();

  const userNamed = async (name: string) => (await app.em().findOneOrFail(User, { name, isDemo: true })).id;
  const matchRow = (tournamentId: string, displayId: string) =>
    app
      .em()
      .findOneOrFail(
        Match,
        { tournament: tournamentId, displayId },
        { populate: ['teamA', 'teamB', 'phase'], orderBy: { phase: { position: 'desc' } } },
      );

  beforeAll(async () => {
    app = await startTestApp();
    anonymous = app.client();
    await app.em().nativeDelete(Tournament, {});
    await seedDemoData(app.em(), { now: new Date() });
    // A series' first season by its name (the Monsoon Cup has three).
    for (const tournament of await app.em().find(Tournament, {}, { orderBy: { seasonNumber: 'asc' } }))
      events[tournament.eventName] ??= tournament.id;

    const em = app.em();
    const { server } = await createOrganiser(app, 'Formats Organiser');
    const today = istToday(new Date());
    const unpublished = em.create(Tournament, {
      server: server.id,
      eventName: 'Tomorrow Cup',
      seasonNumber: 1,
      gameId: 'bgmi',
      publishDate: '2999-01-01',
      format: 4,
      lifecycle: 'published',
    });
    const formats = em.create(Tournament, {
      server: server.id,
      eventName: 'Formats Showcase',
      seasonNumber: 2,
      gameId: 'valorant',
      publishDate: today,
      format: 4,
      prizePool: 'To be announced',
      lifecycle: 'published',
    });
    const teams = Array.from({ length: 4 }, (_, i) =>
      em.create(Team, { id: crypto.randomUUID(), name: `Format Team ${i + 1}`, gameId: 'valorant' }),
    );
    for (const team of teams) teamNames.set(team.id, team.name);
    const ids = teams.map((team) => team.id);

    let single = createSingleElimination(ids, { thirdPlace: true });
    single = reportResult(single, 'sf-1', { scoreA: 2, scoreB: 1 });
    let double = createDoubleElimination(ids);
    double = reportResult(double, 'wb1-1', { scoreA: 0, scoreB: 2 });
    double = reportResult(double, 'wb1-2', { scoreA: 2, scoreB: 0 });
    let groups = createGroupStage(ids, { groups: 2 });
    groups = reportResult(groups, groups.matches[0]!.id, { scoreA: 3, scoreB: 1 });
    let swiss = createSwiss(ids);
    swiss = reportResult(swiss, 's1-1', { scoreA: 2, scoreB: 0 });
    swiss = reportResult(swiss, 's1-2', { scoreA: 1, scoreB: 2 });
    swiss = createSwissRound(swiss);
    formatStates = [
      { name: 'Knockout', format: 'Single Elimination', state: single },
      { name: 'Second Chance', format: 'Double Elimination', state: double },
      { name: 'Groups', format: 'Group Stage', state: groups, noSeeds: true },
      { name: 'Swiss Rounds', format: 'Swiss', state: swiss },
    ];
    formatStates.forEach(({ name, format, state, noSeeds }, position) => {
      const phase = em.create(Phase, {
        tournament: formats,
        position,
        name,
        format,
        participatingTeams: 4,
        qualifiedTeams: [],
        qualifyingTeams: [],
        numberOfGroups: format === 'Group Stage' ? 2 : null,
        isFinal: position === 3,
        status: 'active',
        seeds: noSeeds ? null : state.teams,
      });
      state.matches.forEach((match, playOrder) => {
        createMatchRow(em, { tournament: formats, phase, match, playOrder });
      });
    });
    await em.flush();
    unpublishedId = unpublished.id;
    formatsId = formats.id;
  });
  afterAll(() => app.close());

  describe('publication', () => {
    it('answers 404 for drafts, events not yet published, unknown and malformed ids on every page', async () => {
      const hidden = [events['PUBG Mobile Campus Clash']!, unpublishedId, unknownId, 'not-a-uuid'];
      for (const id of hidden) {
        for (const page of SUB_PAGES) {
          const response = await read(anonymous, `/events/${id}${page}`);
          expect([id, page, response.status, response.body]).toEqual([id, page, 404, NOT_FOUND]);
        }
      }
    });

    it('lists only published events, newest publish date first, with the fields from their rows', async () => {
      const { status, body } = await read<EventListPage>(anonymous, '/events', eventListPageSchema);
      expect(status).toBe(200);
      const titles = body.items.map((event) => event.title);
      expect(titles).toEqual([
        'Formats Showcase Season 2',
        'Free Fire Booyah Cup Season 2',
        'Clash India War League Season 4',
        'Valorant Challengers League Season 2',
        'Clash Champions War League Season 2',
        'BGMI Masters Series Season 3',
        'Valorant Monsoon Cup Season 2',
        'Valorant Monsoon Cup Season 1',
      ]);
      expect(body).toMatchObject({ page: 1, pageSize: 20, total: 8 });

      const bgmi = body.items.find((event) => event.id === events['BGMI Masters Series'])!;
      const row = await app.em().findOneOrFail(Tournament, { id: bgmi.id }, { populate: ['server'] });
      expect(bgmi).toEqual({
        id: row.id,
        title: 'BGMI Masters Series Season 3',
        game: 'BGMI',
        format: 'Squad',
        roadmap: 'Battle Royale → Battle Royale',
        host: row.server.name,
        prizePool: '₹10,00,000',
        discordLink: row.discordLink,
        image: null,
        imageAlt: null,
        registrationStatus: 'closed',
        registrationEndDate: expect.any(String),
        status: 'ongoing',
        isParticipating: false,
        description: row.eventDescription,
      });
      const byTitle = Object.fromEntries(body.items.map((event) => [event.title, event]));
      expect(byTitle['Free Fire Booyah Cup Season 2']).toMatchObject({
        registrationStatus: 'not_started',
        registrationStartDate: expect.any(String),
        status: 'upcoming',
      });
      expect(byTitle['Clash India War League Season 4']).toMatchObject({
        registrationStatus: 'open',
        format: '50v50',
        prizePool: '₹2,50,000',
        status: 'upcoming',
      });
      expect(byTitle['Clash India War League Season 4']).not.toHaveProperty('registrationStartDate');
      expect(byTitle['Valorant Monsoon Cup Season 1']!.status).toBe('past');
      expect(byTitle['Formats Showcase Season 2']).toMatchObject({
        prizePool: 'To be announced',
        roadmap: 'Single Elimination → Double Elimination → Group Stage → Swiss',
        registrationStatus: 'closed',
        registrationEndDate: null,
        discordLink: null,
        // Its phases were started (no calendar at all): the event runs because play began.
        status: 'ongoing',
      });
    });

    it('filters by the events page game filter values', async () => {
      const titles = async (query: string) =>
        (await read<EventListPage>(anonymous, `/events?${query}`)).body.items.map((event) => event.title);
      expect(await titles('games=coc')).toEqual([
        'Clash India War League Season 4',
        'Clash Champions War League Season 2',
      ]);
      expect(await titles('games=coc,bgmi')).toEqual([
        'Clash India War League Season 4',
        'Clash Champions War League Season 2',
        'BGMI Masters Series Season 3',
      ]);
      expect(await titles('games=coc&games=freefire')).toEqual([
        'Free Fire Booyah Cup Season 2',
        'Clash India War League Season 4',
        'Clash Champions War League Season 2',
      ]);
      expect(await titles('games=chess')).toEqual([]);
      expect(await titles('games=pubg')).toEqual([]);
    });

    it('pages within the bounds and refuses pages outside them', async () => {
      const second = await read<EventListPage>(anonymous, '/events?page=2&pageSize=2');
      expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 8 });
      expect(second.body.items.map((event) => event.title)).toEqual([
        'Clash India War League Season 4',
        'Valorant Challengers League Season 2',
      ]);
      expect((await read<EventListPage>(anonymous, '/events?page=9&pageSize=2')).body).toEqual({
        items: [],
        page: 9,
        pageSize: 2,
        total: 8,
      });
      expect((await read<EventListPage>(anonymous, '/events?pageSize=50')).status).toBe(200);
      for (const [query, error] of [
        ['pageSize=51', 'pageSize must be a whole number from 1 to 50'],
        ['pageSize=0', 'pageSize must be a whole number from 1 to 50'],
        ['page=0', 'page must be a whole number from 1 to 2147483647'],
        ['page=1.5', 'page must be a whole number from 1 to 2147483647'],
        ['page=abc', 'page must be a whole number from 1 to 2147483647'],
      ]) {
        const response = await read(anonymous, `/events?${query}`);
        expect([query, response.status, response.body]).toEqual([
          query,
          400,
          expect.objectContaining({ error }),
        ]);
      }
    });

    it('marks the events a signed-in player is rostered in as participating', async () => {
      const kabirId = await userNamed('Kabir Singh');
      const rostered = await app
        .em()
        .find(TournamentRegistration, { roster: { $contains: [kabirId] } }, { populate: ['tournament'] });
      expect(rostered.map((registration) => registration.tournament.eventName).sort()).toEqual([
        'BGMI Masters Series',
        'Valorant Challengers League',
        'Valorant Monsoon Cup',
      ]);
      const kabir = await signedIn(app, { id: kabirId });
      const mine = (await read<EventListPage>(kabir, '/events')).body.items.filter(
        (event) => event.isParticipating,
      );
      expect(mine.map((event) => event.title)).toEqual([
        'Valorant Challengers League Season 2',
        'BGMI Masters Series Season 3',
        'Valorant Monsoon Cup Season 1',
      ]);
      const detail = await read<EventDetail>(kabir, `/events/${events['BGMI Masters Series']}`);
      expect(detail.body.isParticipating).toBe(true);
      const signedOut = await read<EventDetail>(anonymous, `/events/${events['BGMI Masters Series']}`);
      expect(signedOut.body.isParticipating).toBe(false);
    });
  });

  it('features three events, running and upcoming first', async () => {
    const { status, body } = await read<FeaturedTournaments>(
      anonymous,
      '/events/featured',
      featuredTournamentsSchema,
    );
    expect(status).toBe(200);
    expect(body.tournaments.map((card) => [card.title, card.location])).toEqual([
      ['BGMI Masters Series Season 3', 'Online'],
      ['Clash Champions War League Season 2', 'Online'],
      ['Valorant Challengers League Season 2', 'Online'],
    ]);
    const registered = await app
      .em()
      .count(TournamentRegistration, { tournament: events['BGMI Masters Series'] });
    expect(body.tournaments[0]).toMatchObject({
      id: events['BGMI Masters Series'],
      game: 'BGMI',
      participants: registered,
      image: null,
      imageAlt: null,
      time: expect.stringMatching(/^\d{2}:\d{2} IST$/),
    });
  });

  it('details an event with its sub-page flags and schedule', async () => {
    const bgmi = await read<EventDetail>(
      anonymous,
      `/events/${events['BGMI Masters Series']}`,
      eventDetailSchema,
    );
    expect(bgmi.status).toBe(200);
    // Lobbies stand in for a bracket: the points tables and the lobby matches. Streams are of duels.
    expect(bgmi.body).toMatchObject({
      hasBrackets: true,
      hasMatches: true,
      hasStreams: false,
      status: 'ongoing',
    });
    expect(bgmi.body.schedule.map((item) => [item.phase, item.status])).toEqual([
      ['Registration', 'completed'],
      ['Lobby Stage', 'completed'],
      ['Grand Final', 'active'],
    ]);
    const duels = await read<EventDetail>(anonymous, `/events/${events[DUELS]}`);
    expect(duels.body).toMatchObject({ hasBrackets: true, hasMatches: true, hasStreams: true });
    const clash = await read<EventDetail>(anonymous, `/events/${events['Clash India War League']}`);
    expect(clash.body).toMatchObject({ hasBrackets: false, hasMatches: false, hasStreams: false });
    expect(clash.body.schedule.map((item) => [item.phase, item.status])).toEqual([
      ['Registration', 'active'],
      ['League Stage', 'upcoming'],
      ['Knockouts', 'upcoming'],
    ]);
  });

  it('gives the calendar: the days with rounds and the phase timeline', async () => {
    const { body } = await read<EventCalendar>(
      anonymous,
      `/events/${events['BGMI Masters Series']}/calendar`,
      eventCalendarSchema,
    );
    expect(body.phases.map((phase) => [phase.name, phase.status, phase.rounds.length])).toEqual([
      ['Lobby Stage', 'completed', 4],
      ['Grand Final', 'active', 6],
    ]);
    const rounds = body.phases.flatMap((phase) => phase.rounds);
    for (const round of rounds) {
      expect(body.scheduledDates).toContain(round.startDate);
      expect(body.scheduledDates).toContain(round.endDate);
    }
    expect(body.scheduledDates).toEqual([...new Set(body.scheduledDates)].sort());
    expect(rounds[0]).toMatchObject({ roundKey: 'br-1', roundName: 'Match 1', status: 'completed' });
    expect(body.phases[0]!.startDate).toBe(rounds[0]!.startDate);
  });

  it('shows every round of a completed phase as completed, whatever its dates say', async () => {
    const tournamentId = events['BGMI Masters Series']!;
    const grandFinal = { tournament: tournamentId, name: 'Grand Final' };
    await app.em().nativeUpdate(Phase, grandFinal, { status: 'completed' });
    try {
      const { body } = await read<EventCalendar>(
        anonymous,
        `/events/${tournamentId}/calendar`,
        eventCalendarSchema,
      );
      const final = body.phases.find((phase) => phase.name === 'Grand Final')!;
      expect(final.status).toBe('completed');
      expect(final.rounds.map((round) => round.status)).toEqual(final.rounds.map(() => 'completed'));
    } finally {
      await app.em().nativeUpdate(Phase, grandFinal, { status: 'active' });
    }
  });

  it('splits the prize pool per place with payout notes', async () => {
    const { body } = await read<EventPrizePool>(
      anonymous,
      `/events/${events['BGMI Masters Series']}/prize-pool`,
      eventPrizePoolSchema,
    );
    expect(body.total).toBe(1000000);
    expect(body.totalText).toBe('₹10,00,000');
    expect(body.places.map((place) => [place.position, place.prize, place.percentage])).toEqual([
      [1, 500000, 50],
      [2, 300000, 30],
      [3, 150000, 15],
      [4, 50000, 5],
    ]);
    expect(body.notes).toContain('Prizes are paid within 30 days of the end of the event.');
    expect(body.notes).toContain('All prizes are in Indian Rupees (INR).');

    await app.em().nativeUpdate(
      Tournament,
      { id: formatsId },
      {
        prizeSplit: [
          { position: 1, percentage: 60 },
          { position: 2, percentage: 40 },
        ],
      },
    );
    const custom = await read<EventPrizePool>(anonymous, `/events/${formatsId}/prize-pool`);
    expect(custom.body).toMatchObject({ total: 0, totalText: 'To be announced' });
    expect(custom.body.places.map((place) => place.percentage)).toEqual([60, 40]);
  });

  describe('teams', () => {
    it('lists the entered teams by name, with their registered roster size, a page at a time', async () => {
      const id = events['BGMI Masters Series']!;
      const { body } = await read<EventTeamsPage>(
        anonymous,
        `/events/${id}/teams?pageSize=50`,
        eventTeamsPageSchema,
      );
      const registrations = await app
        .em()
        .find(TournamentRegistration, { tournament: id }, { populate: ['team'] });
      expect(body.total).toBe(registrations.length);
      expect(body.items.map((team) => team.name)).toEqual(
        registrations.map((registration) => registration.team.name).sort((a, b) => a.localeCompare(b)),
      );
      const mavericks = registrations.find((registration) => registration.team.name === 'Mumbai Mavericks')!;
      expect(body.items.find((team) => team.id === mavericks.team.id)).toEqual({
        id: mavericks.team.id,
        name: 'Mumbai Mavericks',
        logo: null,
        region: mavericks.team.region,
        description: mavericks.team.description,
        playerCount: mavericks.roster.length,
        substituteCount: 0,
      });
      const last = await read<EventTeamsPage>(anonymous, `/events/${id}/teams?page=7&pageSize=5`);
      expect(last.body).toMatchObject({ page: 7, pageSize: 5, total: 32 });
      expect(last.body.items).toHaveLength(2);
    });

    it('details a team in the event: roster with profile ids, aggregates and its matches', async () => {
      const id = events[DUELS]!;
      const team = await app
        .em()
        .findOneOrFail(Team, { name: 'Pune Phantoms' }, { orderBy: { createdAt: 'desc' } });
      const registration = await app
        .em()
        .findOneOrFail(TournamentRegistration, { tournament: id, team: team.id });
      const { status, body } = await read<EventTeamDetail>(
        anonymous,
        `/events/${id}/teams/${team.id}`,
        eventTeamDetailSchema,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: team.id,
        name: 'Pune Phantoms',
        founded: team.founded,
        region: team.region,
      });
      expect(body.players.map((player) => player.id).sort()).toEqual([...registration.roster].sort());
      expect(body.players[0]).toMatchObject({
        name: 'Sneha Kulkarni',
        role: 'Captain',
        position: 'Duelist',
        nationality: 'India',
      });
      expect(body.players.slice(1).every((player) => player.role === 'Member')).toBe(true);
      const seededLines = await app
        .em()
        .find(MatchPlayerStat, { team: team.id, match: { tournament: id } }, { populate: ['match'] });
      const counted = seededLines.filter((line) => line.match.status === 'completed');
      expect(body.players.reduce((sum, player) => sum + player.stats.totalOffense, 0)).toBe(
        counted.reduce((sum, line) => sum + line.offense, 0),
      );
      expect(body.stats.totalOffense).toBe(counted.reduce((sum, line) => sum + line.offense, 0));
      expect(body.stats.totalDefense).toBe(counted.reduce((sum, line) => sum + line.defense, 0));

      const stored = await app.em().find(
        Match,
        {
          tournament: id,
          $or: [{ teamA: team.id }, { teamB: team.id }],
          bracketStatus: { $nin: ['bye', 'void'] },
        },
        { populate: ['phase'], orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }] },
      );
      expect(body.matchHistory.map((entry) => entry.id)).toEqual(stored.map((match) => match.id));
      const first = stored[0]!;
      expect(body.matchHistory[0]).toMatchObject({
        status: first.status,
        result: first.winner?.id === team.id ? 'win' : first.winner ? 'loss' : 'draw',
        round: 'Matchday 1',
        scheduledTime: first.scheduledTime?.toISOString() ?? null,
      });

      expect((await read(anonymous, `/events/${id}/teams/${unknownId}`)).body).toEqual({
        error: 'Team not found',
        code: 'TEAMS_NOT_FOUND',
      });
      expect((await read(anonymous, `/events/${id}/teams/nope`)).status).toBe(404);
      const other = await app.em().findOneOrFail(Team, { name: 'Format Team 1' });
      expect((await read(anonymous, `/events/${id}/teams/${other.id}`)).status).toBe(404);

      // Player figures come from the lines sent with completed results.
      const completed = stored.filter((match) => match.status === 'completed').slice(0, 2);
      const [captain, member] = [body.players[0]!.id, body.players[1]!.id];
      const em = app.em();
      await em.nativeDelete(MatchPlayerStat, { team: team.id });
      const line = (match: MatchRow, user: string, offense: number, army: number) =>
        em.create(MatchPlayerStat, {
          match: match.id,
          team: team.id,
          user,
          kills: offense / 10,
          deaths: offense / 50,
          offense,
          defense: offense / 2,
          army,
          attack: army + 1,
        });
      line(completed[0]!, captain, 100, 80);
      line(completed[1]!, captain, 300, 85);
      line(completed[0]!, member, 50, 70);
      await em.flush();
      try {
        const withStats = (await read<EventTeamDetail>(anonymous, `/events/${id}/teams/${team.id}`)).body;
        const statsOf = (user: string) => withStats.players.find((player) => player.id === user)!.stats;
        expect(statsOf(captain)).toEqual({
          totalOffense: 400,
          totalDefense: 200,
          avgArmy: 82.5,
          avgAttack: 83.5,
          kills: 40,
          deaths: 8,
          kd: 5,
        });
        expect(statsOf(member)).toEqual({
          totalOffense: 50,
          totalDefense: 25,
          avgArmy: 70,
          avgAttack: 71,
          kills: 5,
          deaths: 1,
          kd: 5,
        });
        const silent = withStats.players.filter((player) => player.id !== captain && player.id !== member);
        expect(silent.every((player) => player.stats.totalOffense === 0)).toBe(true);
        // Offense and defense summed; army and attack averaged over the two players with figures, rounded.
        expect(withStats.stats).toEqual({
          totalOffense: 450,
          totalDefense: 225,
          avgArmy: Math.round((82.5 + 70) / 2),
          avgAttack: Math.round((83.5 + 71) / 2),
          kills: 45,
          deaths: 9,
          kd: 5,
        });
      } finally {
        await app.em().nativeDelete(MatchPlayerStat, { team: team.id });
        for (const { id: _id, match, team: lineTeam, user, ...figures } of seededLines) {
          em.create(MatchPlayerStat, { match: match.id, team: lineTeam.id, user: user.id, ...figures });
        }
        await em.flush();
      }
    });
  });

  it("generates each event's rulebook from its game, team size and phases", async () => {
    const { body } = await read<Rulebook>(
      anonymous,
      `/events/${events['BGMI Masters Series']}/rulebook`,
      rulebookSchema,
    );
    expect(body.edited).toBe(false);
    expect(body.markdown.match(/^## .+$/gm)).toEqual([
      '## Team Requirements',
      '## Technical Requirements',
      '## Match Procedures',
      '## Match Format',
      '## Results and Disputes',
    ]);
    for (const rule of [
      '- Each team plays with exactly 4 players (Squad).',
      '- Every rostered player needs a verified BGMI account.',
      '- Room details are shared 15 minutes before the match.',
      '- Lobby Stage (Battle Royale): 2 lobbies, 4 matches in each.',
      '- Grand Final (Battle Royale): 1 lobby, 6 matches in each.',
      '> **Important Notice**',
    ])
      expect(body.markdown).toContain(rule);
    const duels = await read<Rulebook>(anonymous, `/events/${events[DUELS]}/rulebook`);
    expect(duels.body.markdown).toContain(
      '- Matches are best of 3 from the quarter-finals, best of 1 in earlier rounds.\n- Group Stage: best of 1.\n- Playoffs (Single Elimination): best of 3.\n',
    );
    const clash = await read<Rulebook>(anonymous, `/events/${events['Clash India War League']}/rulebook`);
    expect(clash.body.markdown).toContain('- Each team plays with exactly 50 players (50v50).');
    expect(clash.body.markdown).toContain(
      '- Each war lineup fields exactly these Town Halls: 4 × TH17, 8 × TH16',
    );
    expect(clash.body.markdown).not.toMatch(/RAM|lobby|Room details/);
  });

  it('gives the roadmap: the stored phases with counts and status', async () => {
    const { body } = await read<EventRoadmap>(
      anonymous,
      `/events/${events['BGMI Masters Series']}/roadmap`,
      eventRoadmapSchema,
    );
    expect(body.phases).toEqual([
      {
        name: 'Lobby Stage',
        format: 'Battle Royale',
        totalTeams: 32,
        qualifying: 16,
        numberOfGroups: 2,
        matchesPerLobby: 4,
        isFinal: false,
        status: 'completed',
      },
      {
        name: 'Grand Final',
        format: 'Battle Royale',
        totalTeams: 16,
        qualifying: 0,
        numberOfGroups: 1,
        matchesPerLobby: 6,
        isFinal: true,
        status: 'active',
      },
    ]);
  });

  it('draws the brackets of all four formats from the stored matches, with standings', async () => {
    const { status, body } = await read<EventBrackets>(
      anonymous,
      `/events/${formatsId}/brackets`,
      eventBracketsSchema,
    );
    expect(status).toBe(200);
    expect(body.phases.map((phase) => [phase.phaseName, phase.format])).toEqual([
      ['Knockout', 'single-elimination'],
      ['Second Chance', 'double-elimination'],
      ['Groups', 'group-stage'],
      ['Swiss Rounds', 'swiss'],
    ]);
    const named = <R extends { teamId: string }>(row: R) => ({
      ...row,
      teamName: teamNames.get(row.teamId)!,
    });
    formatStates.forEach(({ state }, i) => {
      const phase = body.phases[i]!;
      expect(phase.bracket).toEqual(toBracketView(state, teamNames));
      expect(Object.keys(phase.matchIds).sort()).toEqual(state.matches.map((match) => match.id).sort());
      expect(phase.groupStandings).toEqual(
        state.format === 'group-stage'
          ? groupStandings(state).map((group) => ({ ...group, rows: group.rows.map(named) }))
          : null,
      );
      expect(phase.swissStandings).toEqual(
        state.format === 'swiss' ? swissStandings(state).map(named) : null,
      );
    });
    // The order each table was ranked by, seed last; elimination brackets have none.
    expect(body.phases.map((phase) => phase.tiebreaks)).toEqual([
      [],
      [],
      ['points', 'head-to-head', 'score-difference', 'seed'],
      ['points', 'buchholz', 'score-difference', 'seed'],
    ]);
    const final = body.phases[0]!.bracket.rounds.at(-1)!.matches[0]!;
    expect(final).toMatchObject({
      id: 'final',
      teams: [{ name: 'Format Team 1' }, null],
      status: 'upcoming',
    });

    const duels = await read<EventBrackets>(anonymous, `/events/${events[DUELS]}/brackets`);
    expect(duels.body.phases.map((phase) => phase.format)).toEqual(['group-stage', 'single-elimination']);
    expect(duels.body.phases[0]!.groupStandings!.map((group) => group.name)).toEqual([
      'Group A',
      'Group B',
      'Group C',
      'Group D',
    ]);
    const clash = await read<EventBrackets>(
      anonymous,
      `/events/${events['Clash India War League']}/brackets`,
    );
    expect(clash.body).toEqual({ phases: [] });
  });

  describe('matches', () => {
    it('lists live and next matches first, then completed newest first, without BYEs, a page at a time', async () => {
      const id = events[DUELS]!;
      const stored = await app
        .em()
        .find(Match, { tournament: id, bracketStatus: { $nin: ['bye', 'void'] } }, { populate: ['phase'] });
      const all: EventMatchesPage['items'] = [];
      for (let page = 1; ; page++) {
        const { body } = await read<EventMatchesPage>(
          anonymous,
          `/events/${id}/matches?page=${page}&pageSize=50`,
          eventMatchesPageSchema,
        );
        expect(body.total).toBe(stored.length);
        if (body.items.length === 0) break;
        all.push(...body.items);
      }
      expect(all.map((match) => match.id).sort()).toEqual(stored.map((match) => match.id).sort());
      // The disputed quarter-final is being argued over: it leads the list, marked live.
      expect(all[0]).toMatchObject({ displayId: 'qf-3', status: 'disputed', live: true });
      const firstCompleted = all.findIndex((match) => match.status === 'completed');
      expect(firstCompleted).toBeGreaterThan(0);
      const completed = all.slice(firstCompleted);
      expect(completed.every((match) => match.status === 'completed' && !match.live)).toBe(true);
      const finished = completed.map((match) => match.completedTime!);
      expect(finished).toEqual([...finished].sort().reverse());
      expect(all.slice(0, firstCompleted).map((match) => match.status)).not.toContain('completed');

      const disputed = all.find((match) => match.displayId === 'qf-3')!;
      const row = await matchRow(id, 'qf-3');
      expect(disputed).toMatchObject({
        id: row.id,
        name: 'Quarter-final 3',
        phaseName: 'Playoffs',
        round: 'Quarter-finals',
        status: 'disputed',
        note: row.note,
        teamA: { id: row.teamA!.id, name: row.teamA!.name, logo: null },
        report: { scoreA: 1, scoreB: 2, by: 'B' },
        streamClaimed: false,
      });
      const sf1 = all.find((match) => match.displayId === 'sf-1')!;
      expect(sf1).toMatchObject({
        dependsOn: ['qf-1', 'qf-2'],
        status: 'pending',
        streamClaimed: true,
        streamer: 'Rohan Kapoor',
        proposal: { by: 'B' },
      });
      const paged = await read<EventMatchesPage>(anonymous, `/events/${id}/matches?pageSize=3&page=2`);
      expect(paged.body.items.map((match) => match.id)).toEqual(all.slice(3, 6).map((match) => match.id));
    });

    it('narrows the list by phase, round, team and status, and offers those choices', async () => {
      const id = events[DUELS]!;
      const list = async (search: string) =>
        (await read<EventMatchesPage>(anonymous, `/events/${id}/matches?pageSize=50&${search}`)).body;
      const everything = await list('');
      expect(everything.filters.phases.map((phase) => [phase.index, phase.name, phase.rounds])).toEqual([
        [0, 'Group Stage', ['Matchday 1', 'Matchday 2', 'Matchday 3']],
        [1, 'Playoffs', ['Quarter-finals', 'Semi-finals', 'Final']],
      ]);
      expect(everything.filters.teams).toHaveLength(16);
      expect(everything.filters.teams[0]).toEqual({
        id: expect.any(String),
        name: 'Bombay Bravehearts',
        logo: null,
      });

      const playoffs = await list('phase=1');
      expect(new Set(playoffs.items.map((match) => match.phaseName))).toEqual(new Set(['Playoffs']));
      expect(playoffs.total).toBe(7);
      const quarters = await list('round=Quarter-finals');
      expect(quarters.items.map((match) => match.displayId).sort()).toEqual(['qf-1', 'qf-2', 'qf-3', 'qf-4']);
      const phantoms = everything.filters.teams.find((team) => team.name === 'Pune Phantoms')!;
      const theirs = await list(`team=${phantoms.id}`);
      expect(theirs.total).toBeGreaterThan(0);
      expect(
        theirs.items.every((match) => match.teamA?.id === phantoms.id || match.teamB?.id === phantoms.id),
      ).toBe(true);
      expect((await list('status=disputed')).items.map((match) => match.displayId)).toEqual(['qf-3']);
      expect((await list('status=live')).items.every((match) => match.live)).toBe(true);
      expect((await list('status=completed')).items.every((match) => match.status === 'completed')).toBe(
        true,
      );

      for (const [search, error] of [
        [
          'status=finished',
          'status must be one of live, upcoming, pending, scheduled, completed or disputed',
        ],
        ['team=phantoms', 'team must be a team id'],
        ['phase=32', 'phase must be a phase number from 0 to 31'],
      ] as const) {
        const answer = await read(anonymous, `/events/${id}/matches?${search}`);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error });
      }
    });

    it('opens a match by uuid or bracket id with both rosters', async () => {
      const id = events[DUELS]!;
      const row = await matchRow(id, 'qf-1');
      const byDisplay = await read<EventMatchDetail>(
        anonymous,
        `/events/${id}/matches/qf-1`,
        eventMatchDetailSchema,
      );
      const byUuid = await read<EventMatchDetail>(anonymous, `/events/${id}/matches/${row.id}`);
      expect(byDisplay.status).toBe(200);
      expect(byUuid.body).toEqual(byDisplay.body);
      expect(byDisplay.body).toMatchObject({
        id: row.id,
        status: 'completed',
        scoreA: 2,
        scoreB: 1,
        winner: 'A',
        completedTime: row.completedTime!.toISOString(),
        viewerRole: 'viewer',
        allowedActions: [],
      });
      const rosterOf = async (teamId: string) =>
        (await app.em().findOneOrFail(TournamentRegistration, { tournament: id, team: teamId })).roster;
      expect(byDisplay.body.teamA!.players.map((player) => player.id).sort()).toEqual(
        [...(await rosterOf(row.teamA!.id))].sort(),
      );
      expect((await read(anonymous, `/events/${id}/matches/qf-9`)).body).toEqual({
        error: 'Match not found',
        code: 'MATCH_NOT_FOUND',
      });
      expect((await read(anonymous, `/events/${id}/matches/${unknownId}`)).status).toBe(404);
      expect((await read(anonymous, `/events/${id}/matches/${'x'.repeat(60)}`)).status).toBe(404);
      const elsewhere = await matchRow(formatsId, 'final');
      expect((await read(anonymous, `/events/${id}/matches/${elsewhere.id}`)).status).toBe(404);
    });

    it('offers each viewer the actions the match rules allow them', async () => {
      const id = events[DUELS]!;
      const sf1 = await matchRow(id, 'sf-1');
      const captainOf = async (teamId: string) => {
        const captain = await app
          .em()
          .findOne(TeamMember, { team: teamId, role: 'captain', status: 'active' });
        if (captain) return captain.user.id;
        const user = await createUser(app, 'Stand-in Captain');
        const em = app.em();
        em.create(TeamMember, { team: teamId, user: user.id, role: 'captain' });
        await em.flush();
        return user.id;
      };
      const view = async (client: HttpClient) =>
        (await read<EventMatchDetail>(client, `/events/${id}/matches/sf-1`)).body;

      expect(await view(anonymous)).toMatchObject({ viewerRole: 'viewer', allowedActions: [] });
      const proposer = await signedIn(app, { id: await captainOf(sf1.teamB!.id) });
      expect(await view(proposer)).toMatchObject({ viewerRole: 'team-rep', allowedActions: ['schedule'] });
      const other = await signedIn(app, { id: await captainOf(sf1.teamA!.id) });
      expect(await view(other)).toMatchObject({
        viewerRole: 'team-rep',
        allowedActions: ['schedule', 'accept-time'],
      });
      const organiser = await signedIn(app, { id: await userNamed('Aarav Mehta') });
      expect(await view(organiser)).toMatchObject({ viewerRole: 'organiser', allowedActions: ['set-time'] });
      const streamer = await signedIn(app, { id: await userNamed('Rohan Kapoor') });
      expect(await view(streamer)).toMatchObject({
        viewerRole: 'streamer',
        allowedActions: ['release-stream', 'go-live', 'lock-stream'],
      });
      // qf-3 is disputed: nobody may claim it to stream until the organiser settles it.
      const unclaimed = await read<EventMatchDetail>(streamer, `/events/${id}/matches/qf-3`);
      expect(unclaimed.body).toMatchObject({ viewerRole: 'streamer', allowedActions: [] });
      const disputed = await read<EventMatchDetail>(organiser, `/events/${id}/matches/qf-3`);
      expect(disputed.body.allowedActions).toEqual(['resolve']);
      const stranger = await signedIn(app, await createUser(app, 'Just Watching'));
      expect(await view(stranger)).toMatchObject({ viewerRole: 'viewer', allowedActions: [] });
    });
  });

  it('lists the streams of claimed matches still to be played, live first', async () => {
    const id = events[DUELS]!;
    const { body } = await read<EventStreams>(anonymous, `/events/${id}/streams`, eventStreamsSchema);
    const [qf4, sf1] = [await matchRow(id, 'qf-4'), await matchRow(id, 'sf-1')];
    const rohan = await app.em().findOneOrFail(User, { name: 'Rohan Kapoor', isDemo: true });
    expect(body.streams).toEqual([
      {
        matchId: qf4.id,
        teams: [qf4.teamA!.name, qf4.teamB!.name],
        streamer: 'Rohan Kapoor',
        streamerAvatar: rohan.avatar ?? null,
        platform: 'YouTube',
        // No platform API has reported on it: the count is unknown, not 0.
        viewerCount: null,
        status: 'upcoming',
        streamUrl: 'https://www.youtube.com/@RogueCasterLive',
        scheduledTime: qf4.scheduledTime!.toISOString(),
      },
      expect.objectContaining({
        matchId: sf1.id,
        platform: 'Twitch',
        status: 'upcoming',
        scheduledTime: null,
      }),
    ]);

    const em = app.em();
    const started = new Date(Date.now() - 10 * 60_000);
    await em.nativeUpdate(Match, { id: sf1.id }, { status: 'scheduled', scheduledTime: started });
    await em.nativeUpdate(StreamClaim, { match: sf1.id }, { viewerCount: 1234 });
    try {
      const live = await read<EventStreams>(anonymous, `/events/${id}/streams`);
      expect(live.body.streams.map((stream) => [stream.matchId, stream.status, stream.viewerCount])).toEqual([
        [sf1.id, 'live', 1234],
        [qf4.id, 'upcoming', null],
      ]);
    } finally {
      await em.nativeUpdate(Match, { id: sf1.id }, { status: 'pending', scheduledTime: null });
      await em.nativeUpdate(StreamClaim, { match: sf1.id }, { viewerCount: null });
    }
    expect(
      (await read<EventStreams>(anonymous, `/events/${events['Clash India War League']}/streams`)).body,
    ).toEqual({
      streams: [],
    });
  });

  it('summarises the event, ranks the teams and charts completed matches per day', async () => {
    const id = events[DUELS]!;
    const { body } = await read<EventStatistics>(anonymous, `/events/${id}/stats`, eventStatisticsSchema);
    const played = await app.em().find(Match, { tournament: id, bracketStatus: { $nin: ['bye', 'void'] } });
    const completed = played.filter((match: MatchRow) => match.status === 'completed');
    expect(body).toMatchObject({
      totalMatches: played.length,
      completedMatches: completed.length,
      participatingTeams: 16,
      totalPrizePool: 400000,
    });
    expect(body.averageMatchDuration).toBeGreaterThan(0);
    expect(body.teams).toHaveLength(16);
    const wins = (teamId: string) => completed.filter((match) => match.winner?.id === teamId).length;
    const top = body.teams[0]!;
    const topTeam = await app
      .em()
      .findOneOrFail(Team, { name: top.name }, { orderBy: { createdAt: 'desc' } });
    expect(top.wins).toBe(wins(topTeam.id));
    expect(body.teams.map((team) => team.wins)).toEqual(
      [...body.teams.map((team) => team.wins)].sort((a, b) => b - a),
    );
    expect(body.trends.reduce((sum, point) => sum + point.completedMatches, 0)).toBe(completed.length);
    expect(body.trends.map((point) => point.date)).toEqual(
      [...body.trends.map((point) => point.date)].sort(),
    );

    // Players rank by the kills sent with completed results.
    const lines = await app
      .em()
      .find(MatchPlayerStat, { match: { $in: completed.map((match) => match.id) } }, { populate: ['user'] });
    expect(body.totalKills).toBe(lines.reduce((sum, line) => sum + line.kills, 0));
    expect(body.players).toHaveLength(new Set(lines.map((line) => line.user.id)).size);
    if (body.players[0]) {
      const best = body.players[0];
      const kills = lines
        .filter((line) => line.user.name === best.name)
        .reduce((sum, line) => sum + line.kills, 0);
      expect(best).toMatchObject({ rank: 1, kills });
      expect(body.players.every((player, i) => i === 0 || body.players[i - 1]!.kills >= player.kills)).toBe(
        true,
      );
    }
  });

  it("gives the battle-royale season's figures from the entered results: kills, WWCD, placement, fraggers", async () => {
    const id = events['BGMI Masters Series']!;
    const results = await app.em().find(LobbyResult, { tournament: id }, { populate: ['team'] });
    const { body } = await read<EventStatistics>(anonymous, `/events/${id}/stats`, eventStatisticsSchema);
    expect(body.totalKills).toBe(results.reduce((sum, result) => sum + result.kills, 0));
    expect(body.battleRoyaleTeams).toHaveLength(32);
    // Lobby stage and three final matches: 11 wins to share out, one per match.
    expect(body.battleRoyaleTeams!.reduce((sum, team) => sum + team.wwcd, 0)).toBe(11);
    // The chart plots the same eleven lobby matches on the days their results were entered.
    expect(body.trends.reduce((sum, day) => sum + day.completedMatches, 0)).toBe(11);
    expect(body.trends.every((day) => day.averageMargin >= 0)).toBe(true);
    const killsOf = new Map<string, number>();
    for (const result of results)
      for (const line of result.playerKills)
        killsOf.set(line.userId, (killsOf.get(line.userId) ?? 0) + line.kills);
    const most = Math.max(...killsOf.values());
    expect(body.players[0]).toMatchObject({ rank: 1, kills: most });

    const mavericks = results.find((result) => result.team.name === 'Mumbai Mavericks')!.team;
    const theirs = results.filter((result) => result.team.id === mavericks.id);
    const team = (await read<EventTeamDetail>(anonymous, `/events/${id}/teams/${mavericks.id}`)).body;
    expect(team.battleRoyale).toMatchObject({
      matches: theirs.length,
      wwcd: theirs.filter((result) => result.placement === 1).length,
      kills: theirs.reduce((sum, result) => sum + result.kills, 0),
      averagePlacement:
        Math.round((theirs.reduce((sum, result) => sum + result.placement, 0) / theirs.length) * 10) / 10,
    });
    const kabirId = await userNamed('Kabir Singh');
    expect(team.battleRoyale!.playerKills[kabirId]).toBe(killsOf.get(kabirId));
  });

  it('lists announcements newest first, a page at a time', async () => {
    const id = events[DUELS]!;
    const stored = await app.em().find(Announcement, { tournament: id }, { orderBy: { createdAt: 'desc' } });
    const { body } = await read<EventAnnouncementsPage>(
      anonymous,
      `/events/${id}/announcements`,
      eventAnnouncementsPageSchema,
    );
    expect(body.total).toBe(stored.length);
    expect(body.items[0]).toEqual({
      id: stored[0]!.id,
      type: 'important',
      title: 'Quarter-final 3 result under review',
      content: stored[0]!.content,
      timestamp: stored[0]!.createdAt.toISOString(),
      author: 'Aarav Mehta',
    });
    const second = await read<EventAnnouncementsPage>(
      anonymous,
      `/events/${id}/announcements?page=2&pageSize=1`,
    );
    expect(second.body.items.map((item) => item.id)).toEqual([stored[1]!.id]);
  });

  describe('player profiles', () => {
    it('shows a public profile: teams, verified accounts by game and name only, recent matches', async () => {
      const kabirId = await userNamed('Kabir Singh');
      const { status, body } = await read<PublicPlayerProfile>(
        anonymous,
        `/players/${kabirId}`,
        publicPlayerProfileSchema,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: kabirId, name: 'Kabir Singh', nationality: 'India' });
      expect(body.teams).toContainEqual(
        expect.objectContaining({ name: 'Mumbai Mavericks', role: 'Captain', game: 'BGMI' }),
      );
      const verified = await app.em().find(GameAccount, { user: kabirId, status: 'verified' });
      expect(body.gameAccounts).toHaveLength(verified.length);
      for (const account of body.gameAccounts)
        expect(Object.keys(account).sort()).toEqual(['game', 'inGameName']);
      expect(body.recentMatches.length).toBeGreaterThan(0);
      expect(body.recentMatches.length).toBeLessThanOrEqual(10);
      const teamsByEvent: Record<string, string> = {};
      for (const registration of await app
        .em()
        .find(
          TournamentRegistration,
          { roster: { $contains: [kabirId] } },
          { populate: ['tournament', 'team'] },
        )) {
        teamsByEvent[registration.tournament.id] = registration.team.name;
      }
      for (const match of body.recentMatches) expect(match.team).toBe(teamsByEvent[match.eventId]);
      const first = await app
        .em()
        .findOneOrFail(Match, { id: body.recentMatches[0]!.id }, { populate: ['teamA', 'teamB'] });
      expect([first.teamA?.name, first.teamB?.name]).toContain(body.recentMatches[0]!.team);
    });

    it("keeps a friends-only player's picture and country off public team pages", async () => {
      const ananyaId = await userNamed('Ananya Reddy');
      const entry = await app.em().findOneOrFail(
        TournamentRegistration,
        {
          roster: { $contains: [ananyaId] },
          status: { $ne: 'withdrawn' },
          tournament: { lifecycle: { $ne: 'draft' } },
        },
        { populate: ['tournament', 'team'] },
      );
      const path = `/events/${entry.tournament.id}/teams/${entry.team.id}`;
      type TeamPage = {
        players: { id: string; name: string; image: string | null; nationality: string | null }[];
      };
      const seenBy = async (client: typeof anonymous) =>
        ((await read(client, path)).body as TeamPage).players.find((player) => player.id === ananyaId);
      expect(await seenBy(anonymous)).toMatchObject({ name: 'Ananya Reddy', image: null, nationality: null });
      const stranger = await signedIn(app, { id: await userNamed('Kabir Singh') });
      expect(await seenBy(stranger)).toMatchObject({ name: 'Ananya Reddy', nationality: null });
      const teammate = await signedIn(app, { id: await userNamed('Arjun Das') });
      expect(await seenBy(teammate)).toMatchObject({ name: 'Ananya Reddy', nationality: 'India' });
    });

    it('hides friends-only profiles from strangers and private ones from everyone but the player', async () => {
      const ananyaId = await userNamed('Ananya Reddy');
      expect((await read(anonymous, `/players/${ananyaId}`)).body).toEqual({
        error: 'Player not found',
        code: 'PUBLIC_EVENT_PLAYER_NOT_FOUND',
      });
      const teammate = await signedIn(app, { id: await userNamed('Arjun Das') });
      expect((await read(teammate, `/players/${ananyaId}`)).status).toBe(200);
      const stranger = await signedIn(app, { id: await userNamed('Kabir Singh') });
      expect((await read(stranger, `/players/${ananyaId}`)).status).toBe(404);

      const em = app.em();
      await em.nativeUpdate(UserSettings, { user: ananyaId }, { profilePrivacy: 'private' });
      expect((await read(teammate, `/players/${ananyaId}`)).status).toBe(404);
      const herself = await signedIn(app, { id: ananyaId });
      expect((await read(herself, `/players/${ananyaId}`)).status).toBe(200);
      expect((await read(anonymous, `/players/${unknownId}`)).status).toBe(404);
      expect((await read(anonymous, '/players/nobody')).status).toBe(404);
    });
  });
});
