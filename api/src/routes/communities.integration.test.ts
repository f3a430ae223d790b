import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommunityPage, CommunitySettingsView, CommunityStaffView, EventDetail } from '@galaxia/core';
import {
  CalendarRound,
  CommunityRating,
  completeFinalDuelPhases,
  Match,
  now,
  Phase,
  RegistrationWindow,
  Tournament,
} from '@galaxia/core/server';
import { playSeasonMatch, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { pngBytes } from '../test-support/images.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/** Issue 33 item 1: a server's community page at /c/<slug>, set up by its admins. */
describe('community pages', () => {
  const { app, organiser, owner, stranger, outsider } = useOrganiserApp('Ishaan', { outsider: 'Mallory' });
  const settingsUrl = (serverId = organiser.server.id) => `/api/organiser/servers/${serverId}/community`;
  const body = async <T>(response: Response) => (await response.json()) as T;
  const refusal = async (response: Response) =>
    body<{ error: string; fields?: Record<string, string[]> }>(response);
  const imageForm = (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('image', new Blob([bytes]), 'banner.png');
    return form;
  };

  let finishedId = '';

  it('refuses hostile or unusable addresses with a message naming the problem', async () => {
    const cases: [string, string][] = [
      [
        '<script>alert(1)</script>',
        'Use lowercase letters, digits and single hyphens between them (no spaces or other signs)',
      ],
      [
        'clash india',
        'Use lowercase letters, digits and single hyphens between them (no spaces or other signs)',
      ],
      ['-clash', 'Use lowercase letters, digits and single hyphens between them (no spaces or other signs)'],
      ['galaxia', '“galaxia” is reserved: choose another address'],
      ['Admin', '“admin” is reserved: choose another address'],
      ['ab', 'The address must be at least 3 characters'],
      ['a'.repeat(33), 'The address can be at most 32 characters'],
      ['a'.repeat(5000), 'The address can be at most 32 characters'],
    ];
    for (const [slug, message] of cases) {
      const answer = await owner.put(settingsUrl(), { slug });
      expect(answer.status, slug).toBe(400);
      expect((await refusal(answer)).fields?.slug, slug).toEqual([message]);
    }
    const long = await owner.put(settingsUrl(), { slug: 'clash-india', description: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect((await refusal(long)).fields?.description).toEqual([
      'The description can be at most 5000 characters',
    ]);
    const invite = await owner.put(settingsUrl(), { slug: 'clash-india', inviteUrl: 'javascript:alert(1)' });
    expect((await refusal(invite)).fields?.inviteUrl).toEqual([
      'Use a Discord invite link (https://discord.gg/… or https://discord.com/invite/…)',
    ]);
    const social = await owner.put(settingsUrl(), {
      slug: 'clash-india',
      socials: [{ label: 'YouTube', url: 'http://youtube.com/x' }],
    });
    expect((await refusal(social)).fields?.['socials.0.url']).toEqual([
      'Each link must be a full https:// address',
    ]);
    // Nothing was stored by any refusal.
    expect((await body<CommunitySettingsView>(await owner.get(settingsUrl()))).slug).toBeNull();
  });

  it('lets only the server’s admins edit the page, and keeps an address to its first holder', async () => {
    expect((await outsider.put(settingsUrl(), { slug: 'mallorys-page' })).status).toBe(403);
    expect((await outsider.get(settingsUrl())).status).toBe(403);
    expect((await app.client().put(settingsUrl(), { slug: 'anon-page' })).status).toBe(401);

    const saved = await owner.put(settingsUrl(), {
      slug: ' Clash-India ',
      description: '# Welcome\n\n<script>alert(1)</script> **Season 4** starts soon.',
      inviteUrl: 'https://discord.gg/clashindia',
      socials: [{ label: 'YouTube', url: 'https://youtube.com/@clashindia' }],
    });
    expect(saved.status).toBe(200);
    expect((await body<CommunitySettingsView>(saved)).slug).toBe('clash-india');

    const taken = await outsider.put(settingsUrl(stranger.server.id), { slug: 'clash-india' });
    expect(taken.status).toBe(409);
    expect(await refusal(taken)).toMatchObject({
      error: 'Another community already uses this address',
      fields: { slug: ['Another community already uses this address'] },
    });
  });

  it('takes a banner only when its bytes are an image', async () => {
    const notImage = await owner.send('POST', `${settingsUrl()}/banner`, {
      body: imageForm(new TextEncoder().encode('<svg onload="alert(1)"></svg>')),
    });
    expect(notImage.status).toBe(415);
    const banner = await owner.send('POST', `${settingsUrl()}/banner`, { body: imageForm(pngBytes()) });
    expect(banner.status).toBe(200);
    const view = await body<CommunitySettingsView>(banner);
    expect(view.banner).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await app.client().get(view.banner!)).headers.get('content-type')).toBe('image/png');
    const stranger = await outsider.send('POST', `${settingsUrl()}/banner`, { body: imageForm(pngBytes()) });
    expect(stranger.status).toBe(403);
  });

  it('shows the server’s tournaments by stage and each series’ champion, and every event links to it', async () => {
    const season = await registeredSeason(
      app,
      [{ name: 'Final', format: 'Single Elimination', participatingTeams: 2, isFinal: true }],
      { eventName: 'War League', server: { id: organiser.server.id }, teams: ['Night Owls', 'Storm Riders'] },
    );
    await startSeasonPhase(app, season);
    await playSeasonMatch(app, season, 'final', 'B');
    await completeFinalDuelPhases(
      app.em(),
      {},
      { at: new Date(now().getTime() + 16 * 60_000), tournamentId: season.tournamentId },
    );

    const page = await body<CommunityPage>(await app.client().get('/api/communities/Clash-India'));
    expect(page).toMatchObject({
      slug: 'clash-india',
      name: "Ishaan's Server",
      inviteUrl: 'https://discord.gg/clashindia',
      socials: [{ label: 'YouTube', url: 'https://youtube.com/@clashindia' }],
      upcoming: [],
      ongoing: [],
      staff: [],
    });
    expect(page.past.map((event) => [event.title, event.champion?.name])).toEqual([
      ['War League Season 1', 'Storm Riders'],
    ]);
    expect(page.champions).toEqual([
      {
        series: 'War League',
        seasons: [
          {
            eventId: season.tournamentId,
            title: 'War League Season 1',
            seasonNumber: 1,
            champion: expect.objectContaining({ name: 'Storm Riders' }),
          },
        ],
      },
    ]);
    finishedId = season.tournamentId;
    const event = await body<EventDetail>(await app.client().get(`/api/events/${season.tournamentId}`));
    expect(event.communitySlug).toBe('clash-india');
    expect((await app.client().get('/api/communities/nobody-here')).status).toBe(404);
  });

  it('ranks teams and players on the circuit by the points table, and a corrected final changes it and the ratings', async () => {
    const circuitUrl = `/api/organiser/servers/${organiser.server.id}/circuit`;
    const table = [
      { from: 1, to: 1, points: 100 },
      { from: 2, to: 2, points: 70 },
      { from: 3, to: 4, points: 50 },
    ];
    const overlapping = await owner.put(circuitUrl, {
      series: 'War League',
      table: [table[0], { from: 1, to: 2, points: 70 }],
    });
    expect(overlapping.status).toBe(400);
    expect((await refusal(overlapping)).fields?.table).toEqual(['Line 2 overlaps the line above it']);
    const unknown = await owner.put(circuitUrl, { series: 'Never Ran', table });
    expect((await refusal(unknown)).error).toBe('Choose a series this server has run');
    expect((await outsider.put(circuitUrl, { series: 'War League', table })).status).toBe(403);
    expect((await owner.put(circuitUrl, { series: 'War League', table })).status).toBe(200);

    const circuit = async () =>
      (await body<CommunityPage>(await app.client().get('/api/communities/clash-india'))).circuits[0]!;
    const before = await circuit();
    expect(before.tiebreaks).toEqual([
      'Most circuit points',
      'Most titles (first places)',
      'Best single placing',
      'Fewest seasons played',
      'Name, A to Z',
    ]);
    expect(before.teams.map((row) => [row.rank, row.name, row.points, row.titles])).toEqual([
      [1, 'Storm Riders', 100, 1],
      [2, 'Night Owls', 70, 0],
    ]);
    expect(before.players.map((row) => row.points)).toEqual([100, 70]);
    // Each player's community rating (openskill's ordinal: mean less three uncertainties).
    const ordinals = async () => {
      const rows = await app.em().find(CommunityRating, {
        server: organiser.server.id,
        user: { $in: before.players.map((row) => row.id) },
      });
      const of = new Map(rows.map((row) => [row.user.id, Number(row.mu) - 3 * Number(row.sigma)]));
      return before.players.map((row) => of.get(row.id));
    };
    const [championRated, runnerUpRated] = await ordinals();
    expect(championRated).toBeGreaterThan(runnerUpRated!);

    // The final was typed the wrong way round: Night Owls won it.
    const final = await app.em().findOneOrFail(Match, { tournament: finishedId, displayId: 'final' });
    const corrected = await owner.post(`/api/matches/${final.id}/rulings/correct`, {
      scoreA: final.teamA!.id === before.teams[1]!.id ? 2 : 1,
      scoreB: final.teamA!.id === before.teams[1]!.id ? 1 : 2,
      reason: 'Night Owls won 2-1; the captain typed it the wrong way round',
    });
    expect(corrected.status).toBe(200);
    const after = await circuit();
    expect(after.teams.map((row) => [row.rank, row.name, row.points, row.titles])).toEqual([
      [1, 'Night Owls', 100, 1],
      [2, 'Storm Riders', 70, 0],
    ]);
    // The results replayed with the final corrected: the ratings swap with the title.
    const [formerChampion, formerRunnerUp] = await ordinals();
    expect(formerChampion).toBeCloseTo(runnerUpRated!, 6);
    expect(formerRunnerUp).toBeCloseTo(championRated!, 6);
  });

  it('starts the next season from a finished one: same settings, season one higher, dates moved forward', async () => {
    const em = app.em();
    const finished = await em.findOneOrFail(Tournament, { id: finishedId });
    const [phase] = await em.find(Phase, { tournament: finishedId });
    em.create(RegistrationWindow, {
      tournament: finished,
      position: 0,
      startDate: '2026-01-01',
      endDate: '2026-01-07',
      startTime: '10:00',
      endTime: '22:00',
    });
    em.create(CalendarRound, {
      phase: phase!,
      position: 0,
      roundKey: 'final',
      roundName: 'Grand Final',
      startDate: '2026-01-10',
      endDate: '2026-01-10',
      startTime: '18:00',
      endTime: '21:00',
    });
    finished.rulebook = '# House rules';
    await em.flush();

    expect((await outsider.post(`/api/organiser/tournaments/${finishedId}/next-season`)).status).toBe(404);
    const started = await owner.post(`/api/organiser/tournaments/${finishedId}/next-season`);
    expect(started.status).toBe(201);
    const next = await body<{ id: string; title: string; publishDate: string }>(started);
    expect(next.title).toBe('War League Season 2');

    const fresh = app.em();
    const draft = await fresh.findOneOrFail(Tournament, { id: next.id });
    expect([draft.lifecycle, draft.seasonNumber, draft.rulebook, draft.server.id]).toEqual([
      'draft',
      2,
      '# House rules',
      organiser.server.id,
    ]);
    // The whole season moves by the same whole weeks, no earlier than today (the test clock's day).
    const shift = (Date.parse(draft.publishDate) - Date.parse('2026-01-01')) / 86_400_000;
    expect(shift % 7).toBe(0);
    expect(draft.publishDate >= new Date(now().getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)).toBe(
      true,
    );
    const addDays = (date: string) =>
      new Date(Date.parse(date) + shift * 86_400_000).toISOString().slice(0, 10);
    const [window] = await fresh.find(RegistrationWindow, { tournament: next.id });
    expect([window?.startDate, window?.endDate, window?.startTime]).toEqual([
      addDays('2026-01-01'),
      addDays('2026-01-07'),
      '10:00',
    ]);
    const phases = await fresh.find(Phase, { tournament: next.id });
    expect(phases.map((row) => [row.name, row.format, row.status, row.seeds])).toEqual([
      ['Final', 'Single Elimination', 'not_started', null],
    ]);
    const [round] = await fresh.find(CalendarRound, { phase: phases[0]!.id });
    expect([round?.roundName, round?.startDate]).toEqual(['Grand Final', addDays('2026-01-10')]);

    // A season still in draft (the new one) cannot start another.
    const again = await owner.post(`/api/organiser/tournaments/${next.id}/next-season`);
    expect(again.status).toBe(409);
    expect((await refusal(again)).error).toBe('Only a finished season can start the next one');
  });

  it('lets the admin appoint staff by name, audited; a co-organiser organises but cannot manage staff', async () => {
    const staffUrl = `/api/organiser/servers/${organiser.server.id}/staff`;
    const priya = await createUser(app, 'Priya Co-Org');
    const stranger = await signedIn(app, await createUser(app, 'Random Player'));
    expect((await stranger.post(staffUrl, { role: 'co_organiser', name: 'Priya Co-Org' })).status).toBe(403);
    const nobody = await owner.post(staffUrl, { role: 'co_organiser', name: 'Nobody Known' });
    expect(nobody.status).toBe(404);
    expect((await refusal(nobody)).error).toBe('Nobody on Galaxia is called “Nobody Known”');

    const granted = await owner.post(staffUrl, { role: 'co_organiser', name: 'priya co-org' });
    expect(granted.status).toBe(200);
    expect((await body<CommunityStaffView>(granted)).staff).toEqual([
      expect.objectContaining({ name: 'Priya Co-Org', role: 'co_organiser' }),
    ]);
    const page = await body<CommunityPage>(await app.client().get('/api/communities/clash-india'));
    expect(page.staff).toEqual([{ name: 'Priya Co-Org', role: 'Co-organiser' }]);

    // The co-organiser does what the admin does in the organiser area: the page, the tournaments...
    const coOrganiser = await signedIn(app, priya);
    expect((await coOrganiser.get(`/api/organiser/servers/${organiser.server.id}/community`)).status).toBe(
      200,
    );
    const me = await body<{ servers: { id: string }[] }>(await coOrganiser.get('/api/me'));
    expect(me.servers.map((server) => server.id)).toContain(organiser.server.id);
    const list = await body<{ tournaments: { id: string }[] }>(
      await coOrganiser.get('/api/organiser/tournaments'),
    );
    expect(list.tournaments.map((row) => row.id)).toContain(finishedId);
    // ...but not staff.
    const refused = await coOrganiser.post(staffUrl, { role: 'streamer', name: 'Random Player' });
    expect(refused.status).toBe(403);
    expect((await refusal(refused)).error).toBe('Only the server’s admins manage its staff');

    const removed = await owner.delete(`${staffUrl}/${priya.id}/co_organiser`);
    expect(removed.status).toBe(200);
    const view = await body<CommunityStaffView>(removed);
    expect(view.staff).toEqual([]);
    expect(view.audit.map((line) => [line.name, line.role, line.action, line.by])).toEqual([
      ['Priya Co-Org', 'co_organiser', 'removed', 'Ishaan'],
      ['Priya Co-Org', 'co_organiser', 'granted', 'Ishaan'],
    ]);
    expect((await coOrganiser.get(`/api/organiser/servers/${organiser.server.id}/community`)).status).toBe(
      403,
    );
  });
});

describe('a community page without JavaScript', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'galaxia-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Galaxia</title></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({}, { dashboardDist: dist });
  });
  afterAll(() => app?.close());

  it('carries its Open Graph card and shows the description never as HTML', async () => {
    const { user, server } = await createOrganiser(app, 'Kavya');
    const owner = await signedIn(app, user);
    const saved = await owner.put(`/api/organiser/servers/${server.id}/community`, {
      slug: 'kavya-cup',
      description: '<script>alert(1)</script><img src=x onerror=alert(2)> **Bold**',
    });
    expect(saved.status).toBe(200);
    const response = await app.client().get('/c/kavya-cup');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Kavya's Server | Galaxia</title>");
    expect(html).toContain('<meta property="og:title" content="Kavya\'s Server | Galaxia" />');
    expect(html).toContain(
      '<meta property="og:description" content="Kavya\'s Server on Galaxia: tournaments, champions and staff." />',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });
});
