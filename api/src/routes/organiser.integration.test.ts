import {
  Match,
  Phase,
  ServerMembership,
  Team,
  Tournament,
  TournamentRegistration,
} from '@galaxia/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createServer, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

const unknownId = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 86_400_000;
/** A calendar day relative to today; the spans below run from 00:00 to 23:59 so IST never tips them over. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const span = (from: number, to: number) => ({
  startDate: day(from),
  endDate: day(to),
  startTime: '00:00',
  endTime: '23:59',
});

describe('organiser endpoints', () => {
  const { app, organiser, owner, stranger, outsider } = useOrganiserApp('Olivia', { outsider: 'Sam' });

  async function newEvent(
    client: HttpClient,
    serverId: string,
    overrides: Record<string, unknown> = {},
  ): Promise<string> {
    const response = await client.post('/api/createEvent', {
      eventName: 'Clan War League',
      seasonNumber: 1,
      gameId: 'coc',
      serverId,
      publishDate: day(-30),
      ...overrides,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function saveBasicInfo(client: HttpClient, id: string, fields: Record<string, unknown>) {
    const current = (await (await client.get(`/api/getEvent/basicInfo/${id}`)).json()) as object;
    const form = new FormData();
    form.append('tournamentData', JSON.stringify({ ...current, format: 5, ...fields }));
    const response = await client.send('PUT', `/api/updateEvent/basicInfo/${id}`, { body: form });
    expect(response.status).toBe(200);
  }

  /** Every edit step saved through the API (a one-phase roadmap with its final on `round`), then published. */
  async function configuredEvent(
    client: HttpClient,
    serverId: string,
    name: string,
    steps: { prizePool: string; registration: ReturnType<typeof span>; round: ReturnType<typeof span> },
  ): Promise<string> {
    const id = await newEvent(client, serverId, { eventName: name });
    await saveBasicInfo(client, id, { prizePool: steps.prizePool, eventDescription: `${name}: one bracket` });
    const phases = [
      { name: 'Final', format: 'Single Elimination', invitedTeams: 0, participatingTeams: 2, isFinal: true },
    ];
    expect((await client.put(`/api/updateEvent/roadmap/${id}`, { phases })).status).toBe(200);
    const registration = [steps.registration];
    expect((await client.put(`/api/updateEvent/registration/${id}`, { registration })).status).toBe(200);
    const calendar = [
      { phaseName: 'Final', rounds: [{ roundKey: 'r-1', roundName: 'Final', ...steps.round }] },
    ];
    expect((await client.put(`/api/updateEvent/calendar/${id}`, { calendar })).status).toBe(200);
    const breakdown = { '12': 2, '13': 3 };
    expect((await client.put(`/api/tournaments/${id}/breakdown`, { breakdown })).status).toBe(200);
    await publishThroughApi(client, id);
    return id;
  }

  const fullBreakdown = { '9': 10, '10': 10, '11': 10, '12': 10, '13': 10 };

  describe('GET /api/tournaments/:id/breakdown', () => {
    it('gives every Town Hall level 3 to 17, at 0 before anything is saved', async () => {
      const id = await newEvent(owner, organiser.server.id);
      const response = await owner.get(`/api/tournaments/${id}/breakdown`);
      expect(response.status).toBe(200);
      const { breakdown } = (await response.json()) as { breakdown: Record<string, number> };
      expect(Object.keys(breakdown)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 3)));
      expect(Object.values(breakdown).every((count) => count === 0)).toBe(true);
    });

    it('is 404 for an admin of another server', async () => {
      const id = await newEvent(owner, organiser.server.id);
      const response = await outsider.get(`/api/tournaments/${id}/breakdown`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Tournament not found', code: 'EVENT_NOT_FOUND' });
    });

    it('is 401 when signed out', async () => {
      const response = await app.client().get(`/api/tournaments/${unknownId}/breakdown`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
    });
  });

  describe('PUT /api/tournaments/:id/breakdown', () => {
    it('saves exactly 50 Town Halls', async () => {
      const id = await newEvent(owner, organiser.server.id);
      const response = await owner.put(`/api/tournaments/${id}/breakdown`, { breakdown: fullBreakdown });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ breakdown: { ...fullBreakdown, '3': 0, '17': 0 } });
      const stored = await app.em().findOneOrFail(Tournament, id);
      expect(stored.breakdown).toMatchObject({ ...fullBreakdown, '3': 0 });
      const reread = (await (await owner.get(`/api/tournaments/${id}/breakdown`)).json()) as {
        breakdown: Record<string, number>;
      };
      expect(reread.breakdown['11']).toBe(10);
    });

    it('refuses fewer than 50 with "Needs N more town halls" and keeps the saved breakdown', async () => {
      const id = await newEvent(owner, organiser.server.id);
      await owner.put(`/api/tournaments/${id}/breakdown`, { breakdown: fullBreakdown });
      const response = await owner.put(`/api/tournaments/${id}/breakdown`, {
        breakdown: { ...fullBreakdown, '13': 7 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Needs 3 more town halls',
        code: 'BREAKDOWN_NEEDS_MORE',
        fields: { breakdown: ['Needs 3 more town halls'] },
      });
      expect((await app.em().findOneOrFail(Tournament, id)).breakdown?.['13']).toBe(10);
    });

    it('holds a 10v10 war to 10 Town Halls, the war size', async () => {
      const id = await newEvent(owner, organiser.server.id);
      await app.em().nativeUpdate(Tournament, { id }, { format: 10 });
      const tooMany = await owner.put(`/api/tournaments/${id}/breakdown`, { breakdown: fullBreakdown });
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({ error: 'Remove 40 town halls: exactly 10 are required' });
      const saved = await owner.put(`/api/tournaments/${id}/breakdown`, { breakdown: { '12': 6, '13': 4 } });
      expect(saved.status).toBe(200);
      const reread = await (await owner.get(`/api/tournaments/${id}/breakdown`)).json();
      expect(reread).toMatchObject({ required: 10, breakdown: { '12': 6, '13': 4, '9': 0 } });
    });

    it('refuses more than 50', async () => {
      const id = await newEvent(owner, organiser.server.id);
      const response = await owner.put(`/api/tournaments/${id}/breakdown`, {
        breakdown: { ...fullBreakdown, '17': 3 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Remove 3 town halls: exactly 50 are required' });
      expect((await app.em().findOneOrFail(Tournament, id)).breakdown).toBeNull();
    });

    it('refuses negative or fractional counts', async () => {
      const id = await newEvent(owner, organiser.server.id);
      const response = await owner.put(`/api/tournaments/${id}/breakdown`, {
        breakdown: { ...fullBreakdown, '9': 10.5 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'Town Hall counts must be whole numbers of at least 0',
        code: 'BREAKDOWN_COUNT_INVALID',
      });
    });

    it('is 404 for an admin of another server, and stores nothing', async () => {
      const id = await newEvent(owner, organiser.server.id);
      const response = await outsider.put(`/api/tournaments/${id}/breakdown`, { breakdown: fullBreakdown });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Tournament not found', code: 'EVENT_NOT_FOUND' });
      expect((await app.em().findOneOrFail(Tournament, id)).breakdown).toBeNull();
    });

    it('is 401 when signed out', async () => {
      const response = await app.client().put(`/api/tournaments/${unknownId}/breakdown`, {
        breakdown: fullBreakdown,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
    });
  });

  describe('GET /api/organiser/servers', () => {
    it('lists the servers the actor administers, and only those', async () => {
      const person = await createOrganiser(app, 'Priya');
      const second = await createServer(app, 'Another Server');
      const memberOnly = await createServer(app, 'Member Only Server');
      const em = app.em();
      em.create(ServerMembership, { user: person.user.id, server: second.id, isAdmin: true });
      em.create(ServerMembership, { user: person.user.id, server: memberOnly.id, isAdmin: false });
      await em.flush();
      const client = await signedIn(app, person.user);
      const response = await client.get('/api/organiser/servers');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        servers: [
          { id: second.id, name: 'Another Server', icon: null, isAdmin: true },
          { id: person.server.id, name: "Priya's Server", icon: null, isAdmin: true },
        ],
      });
    });

    it('is 401 when signed out', async () => {
      const response = await app.client().get('/api/organiser/servers');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
    });
  });

  describe('tournament list and dashboard', () => {
    const ids: Record<string, string> = {};
    // Their own organiser, so the breakdown tests' tournaments stay out of these lists.
    let dana: Awaited<ReturnType<typeof createOrganiser>>;
    let danaClient: HttpClient;

    async function enter(tournamentId: string, team: { id: string }, status: 'registered' | 'withdrawn') {
      const em = app.em();
      em.create(TournamentRegistration, { tournament: tournamentId, team: team.id, status, roster: [] });
      await em.flush();
    }

    async function match(tournamentId: string, name: string, status: string, scheduledTime: Date | null) {
      const em = app.em();
      const phase = await em.findOneOrFail(Phase, { tournament: tournamentId });
      const position = await em.count(Match, { phase });
      em.create(Match, {
        tournament: tournamentId,
        phase,
        displayId: `m-${position}`,
        name,
        roundKey: 'r-1',
        round: 1,
        side: 'winners',
        position,
        playOrder: position,
        dependsOn: [
          { type: 'seed', seed: 1 },
          { type: 'seed', seed: 2 },
        ],
        bracketStatus: status === 'completed' ? 'completed' : 'pending',
        status,
        scheduledTime,
      });
      await em.flush();
    }

    beforeAll(async () => {
      dana = await createOrganiser(app, 'Dana');
      danaClient = await signedIn(app, dana.user);
      ids.draft = await newEvent(danaClient, dana.server.id, { eventName: 'Spring Draft' });
      await saveBasicInfo(danaClient, ids.draft, { prizePool: '₹50,000' });
      ids.open = await configuredEvent(danaClient, dana.server.id, 'Open Registration Cup', {
        prizePool: '1,00,000',
        registration: span(-2, 2),
        round: span(10, 13),
      });
      ids.live = await configuredEvent(danaClient, dana.server.id, 'Live Cup', {
        prizePool: 'INR 25000',
        registration: span(-20, -15),
        round: span(-1, 2),
      });
      ids.past = await configuredEvent(danaClient, dana.server.id, 'Old Cup', {
        prizePool: '$500 and merch',
        registration: span(-40, -35),
        round: span(-30, -28),
      });
      ids.soon = await configuredEvent(danaClient, dana.server.id, 'Coming Soon Cup', {
        prizePool: '',
        registration: span(-10, -5),
        round: span(5, 8),
      });
      const secondServer = await createServer(app, "Dana's Other Server");
      const em = app.em();
      em.create(ServerMembership, { user: dana.user.id, server: secondServer.id, isAdmin: true });
      await em.flush();
      ids.other = await newEvent(danaClient, secondServer.id, { eventName: 'Other Server Cup' });
      ids.foreign = await newEvent(outsider, stranger.server.id, { eventName: 'Not Yours' });

      const alpha = em.create(Team, { name: 'Alpha', gameId: 'coc' });
      const bravo = em.create(Team, { name: 'Bravo', gameId: 'coc' });
      const charlie = em.create(Team, { name: 'Charlie', gameId: 'coc' });
      await em.flush();
      await enter(ids.open, alpha, 'registered');
      await enter(ids.open, bravo, 'registered');
      await enter(ids.live, alpha, 'registered');
      await enter(ids.live, charlie, 'withdrawn');
      // Live Cup's only phase was started by its organiser; Old Cup already crowned its champion.
      await em.nativeUpdate(Phase, { tournament: ids.live }, { status: 'active', startedAt: new Date() });
      await em.nativeUpdate(Tournament, { id: ids.past }, { lifecycle: 'completed' });

      const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
      await match(ids.live, 'Later Match', 'scheduled', inHours(5));
      await match(ids.live, 'Soonest Match', 'scheduled', inHours(1));
      await match(ids.live, 'Waiting For A Time', 'pending', null);
      await match(ids.live, 'Played Match', 'completed', inHours(-5));
      await match(ids.live, 'Waiting For Earlier Matches', 'upcoming', null);
      await match(ids.past, 'Middle Match', 'scheduled', inHours(3));
      await match(ids.past, 'Sixth Match', 'pending', null);
    });

    it('lists the actor’s tournaments newest first, with status, teams, prize pool and start date', async () => {
      const response = await danaClient.get('/api/organiser/tournaments');
      expect(response.status).toBe(200);
      const { tournaments } = (await response.json()) as { tournaments: Record<string, unknown>[] };
      expect(tournaments.map((t) => [t.name, t.status, t.teamsRegistered, t.prizePool, t.startDate])).toEqual(
        [
          ['Other Server Cup', 'draft', 0, '', day(-30)],
          ['Coming Soon Cup', 'published', 0, '', day(5)],
          ['Old Cup', 'completed', 0, '$500 and merch', day(-30)],
          ['Live Cup', 'live', 1, '₹25,000', day(-1)],
          ['Open Registration Cup', 'registration', 2, '₹1,00,000', day(10)],
          ['Spring Draft', 'draft', 0, '₹50,000', day(-30)],
        ],
      );
      expect(tournaments[3]).toEqual({
        id: ids.live,
        name: 'Live Cup',
        seasonNumber: 1,
        gameId: 'coc',
        game: 'Clash of Clans',
        serverId: dana.server.id,
        serverName: "Dana's Server",
        status: 'live',
        teamsRegistered: 1,
        prizePool: '₹25,000',
        startDate: day(-1),
      });
    });

    it('shows another organiser only their own tournaments', async () => {
      const { tournaments } = (await (await outsider.get('/api/organiser/tournaments')).json()) as {
        tournaments: { id: string }[];
      };
      expect(tournaments.map((t) => t.id)).toContain(ids.foreign);
      expect(tournaments.map((t) => t.id)).not.toContain(ids.live);
    });

    it('computes the dashboard from the database', async () => {
      const response = await danaClient.get('/api/organiser/dashboard');
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        activeTournaments: number;
        teamsRegistered: number;
        totalPrizePool: string;
        recentTournaments: { id: string }[];
        upcomingMatches: Record<string, unknown>[];
      };
      expect(body.activeTournaments).toBe(3);
      expect(body.teamsRegistered).toBe(2);
      expect(body.totalPrizePool).toBe('₹1,75,000');
      expect(body.recentTournaments.map((t) => t.id)).toEqual([
        ids.other,
        ids.soon,
        ids.past,
        ids.live,
        ids.open,
      ]);
      // Agreed times first, soonest first; then matches still waiting for the teams to pick a time.
      const upcoming = body.upcomingMatches.map((m) => [m.name, m.status]);
      expect(upcoming.slice(0, 3)).toEqual([
        ['Soonest Match', 'scheduled'],
        ['Middle Match', 'scheduled'],
        ['Later Match', 'scheduled'],
      ]);
      expect(upcoming.slice(3).sort()).toEqual([
        ['Sixth Match', 'pending'],
        ['Waiting For A Time', 'pending'],
      ]);
      expect(body.upcomingMatches[0]).toMatchObject({
        tournamentId: ids.live,
        tournamentName: 'Live Cup',
        teamA: null,
        teamB: null,
        scheduledTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('is all zeros and empty lists for an organiser without tournaments', async () => {
      const person = await createOrganiser(app, 'Newcomer');
      const client = await signedIn(app, person.user);
      expect(await (await client.get('/api/organiser/dashboard')).json()).toEqual({
        activeTournaments: 0,
        teamsRegistered: 0,
        totalPrizePool: '₹0',
        recentTournaments: [],
        upcomingMatches: [],
        needsAttention: [],
      });
      expect(await (await client.get('/api/organiser/tournaments')).json()).toEqual({ tournaments: [] });
    });

    it('is 401 when signed out', async () => {
      for (const path of ['/api/organiser/tournaments', '/api/organiser/dashboard']) {
        const response = await app.client().get(path);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
      }
    });
  });
});
