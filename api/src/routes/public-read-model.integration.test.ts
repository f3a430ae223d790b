import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  LobbyMatch,
  Match,
  openRedis,
  type Redis,
  seedDemoData,
  Tournament,
  TournamentRegistration,
  User,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import { rawGet } from '../test-support/raw-get.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

describe('public read model', () => {
  let app: TestApp;
  let otherProcess: Redis;
  let eventId: string;
  let participantId: string;
  let teamId: string;

  const rename = async (eventName: string) => {
    await app.em().nativeUpdate(Tournament, { id: eventId }, { eventName });
  };
  const nameSeen = async () => {
    const response = await app.client().get(`/api/events/${eventId}`);
    return ((await response.json()) as { title: string }).title;
  };
  /** The event's answer freshly cached, then its row renamed behind the api's back. */
  const cachedThenRenamed = async (eventName: string) => {
    await otherProcess.publish('galaxia:public-cache:flush', '*');
    await rename('BGMI Masters Series');
    await expect.poll(nameSeen).toBe('BGMI Masters Series Season 3');
    await rename(eventName);
  };
  /** Aarav organises the BGMI event and the Valorant league. */
  const organiserOfBoth = async () => {
    const aarav = await app.em().findOneOrFail(User, { name: 'Aarav Mehta', isDemo: true });
    const league = await app.em().findOneOrFail(Tournament, { eventName: 'Valorant Challengers League' });
    return { organiser: await signedIn(app, { id: aarav.id }), league };
  };

  beforeAll(async () => {
    app = await startTestApp({ GALAXIA_PUBLIC_CACHE: 'on' });
    otherProcess = openRedis(inject('redisUrl'));
    await app.em().nativeDelete(Tournament, {});
    await seedDemoData(app.em(), { now: new Date() });
    const event = await app.em().findOneOrFail(Tournament, { eventName: 'BGMI Masters Series' });
    eventId = event.id;
    const registrations = await app
      .em()
      .find(TournamentRegistration, { tournament: eventId, status: 'registered' });
    // A demo person (they can sign in in tests): Kabir captains Mumbai Mavericks.
    const kabir = await app.em().findOneOrFail(User, { name: 'Kabir Singh', isDemo: true });
    const mavericks = registrations.find((registration) => registration.roster.includes(kabir.id))!;
    participantId = kabir.id;
    teamId = mavericks.team.id;
  });
  afterAll(async () => {
    await otherProcess.quit();
    await app.close();
  });

  it('sends the same security headers on an answer served from memory as on one built fresh', async () => {
    const headersOf = (response: Response) =>
      ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'].map(
        (name) => [name, response.headers.get(name)],
      );
    const built = await app.client().get(`/api/events/${eventId}/teams`);
    const fromMemory = await app.client().get(`/api/events/${eventId}/teams`);
    expect(fromMemory.headers.get('etag')).toBe(built.headers.get('etag'));
    expect(headersOf(fromMemory)).toEqual(headersOf(built));
    expect(fromMemory.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(fromMemory.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers a repeated read from memory with a strong ETag, 304 and shared caching headers', async () => {
    const first = await app.client().get(`/api/events/${eventId}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');

    const again = await app.client().get(`/api/events/${eventId}`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // A row changed behind the api's back stays unseen: the answer comes from the cache.
    await rename('BGMI Masters Series Renamed');
    expect(await nameSeen()).toBe('BGMI Masters Series Season 3');
    const stillSame = await app.client().get(`/api/events/${eventId}`, { 'if-none-match': etag! });
    expect(stillSame.status).toBe(304);
  });

  it('sends each client the smallest compression it takes, worked out once per change', async () => {
    const url = `${app.base}/api/events/${eventId}`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    const json = plain.body.toString();

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);

    // Brotli follows the first answer, off the event loop: a browser gets it once it is there.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    await expect.poll(async () => (await rawGet(url, browser)).headers['content-encoding']).toBe('br');
    const br = await rawGet(url, browser);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    // One tag per coding of the same bytes.
    const tag = plain.headers.etag!.slice(0, -1);
    expect([gzip.headers.etag, br.headers.etag]).toEqual([`${tag}-gzip"`, `${tag}-br"`]);

    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.body.toString()).toBe(json);
    const held = await rawGet(url, { ...browser, 'if-none-match': br.headers.etag! });
    expect([held.status, held.body.length, held.headers['cache-control'], held.headers.etag]).toEqual([
      304,
      0,
      'public, max-age=5, stale-while-revalidate=30',
      br.headers.etag,
    ]);
    // A proxy that weakened the tag still gets its 304.
    const weakened = await rawGet(url, { ...browser, 'if-none-match': `W/${gzip.headers.etag}` });
    expect([weakened.status, weakened.headers.etag]).toEqual([304, `W/${gzip.headers.etag}`]);
  });

  it('drops a tournament when another process publishes on its live-update channel', async () => {
    await rename('BGMI Masters Series');
    await app.client().get(`/api/events/${eventId}/brackets`);
    await rename('BGMI Masters Live');
    expect(await nameSeen()).not.toBe('BGMI Masters Live Season 3');

    await otherProcess.publish(
      `galaxia:events:${eventId}`,
      JSON.stringify({ type: 'tournament', lifecycle: 'published' }),
    );
    await expect.poll(nameSeen).toBe('BGMI Masters Live Season 3');
    const fresh = await app.client().get(`/api/events/${eventId}`);
    expect(((await fresh.json()) as { title: string }).title).toBe('BGMI Masters Live Season 3');
  });

  it('drops everything on a flush from another process', async () => {
    await rename('BGMI Masters Flushed');
    expect(await nameSeen()).toBe('BGMI Masters Live Season 3');
    await otherProcess.publish('galaxia:public-cache:flush', '*');
    await expect.poll(nameSeen).toBe('BGMI Masters Flushed Season 3');
  });

  it("never puts a signed-in viewer's own parts in the shared answer", async () => {
    await otherProcess.publish('galaxia:public-cache:flush', '*');
    const participant = await signedIn(app, { id: participantId });
    const own = await participant.get(`/api/events/${eventId}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(((await own.json()) as { isParticipating: boolean }).isParticipating).toBe(true);

    const visitor = await app.client().get(`/api/events/${eventId}`);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(((await visitor.json()) as { isParticipating: boolean }).isParticipating).toBe(false);

    // And the other way round: the visitor's cached answer is not what the participant gets.
    const ownAgain = await participant.get(`/api/events/${eventId}`);
    expect(((await ownAgain.json()) as { isParticipating: boolean }).isParticipating).toBe(true);
  });

  it('resolves bare team and match links to their event through one lookup', async () => {
    // Matches are duels: the seeded BGMI season plays lobbies, the Valorant league duels.
    const duels = await app.em().findOneOrFail(Tournament, { eventName: 'Valorant Challengers League' });
    const match = await app.em().findOneOrFail(Match, { tournament: duels.id }, { orderBy: { id: 'asc' } });
    const matchLookup = await app.client().get(`/api/matches/${match.id}/lookup`);
    expect([matchLookup.status, await matchLookup.json()]).toEqual([
      200,
      { eventId: duels.id, path: `/events/${duels.id}/matches/${match.id}` },
    ]);
    const teamLookup = await app.client().get(`/api/teams/${teamId}/lookup`);
    expect(teamLookup.status).toBe(200);
    expect(((await teamLookup.json()) as { path: string }).path).toMatch(
      new RegExp(`^/events/[0-9a-f-]{36}/teams/${teamId}$`),
    );

    const unknown = '00000000-0000-4000-8000-000000000000';
    const noMatch = await app.client().get(`/api/matches/${unknown}/lookup`);
    expect([noMatch.status, ((await noMatch.json()) as { error: string }).error]).toEqual([
      404,
      'Match not found',
    ]);
    const noTeam = await app.client().get(`/api/teams/not-a-uuid/lookup`);
    expect([noTeam.status, ((await noTeam.json()) as { error: string }).error]).toEqual([
      404,
      'Team not found',
    ]);
  });

  it('lists My Events over all events in a private call of its own', async () => {
    const anonymous = await app.client().get('/api/events/mine');
    expect(anonymous.status).toBe(401);
    const participant = await signedIn(app, { id: participantId });
    const mine = await participant.get('/api/events/mine');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const { items } = (await mine.json()) as { items: { id: string; isParticipating: boolean }[] };
    expect(items.map((item) => item.id)).toContain(eventId);
    expect(items.every((item) => item.isParticipating)).toBe(true);
  });

  it('drops its entries before a successful write through the api answers, and keeps them after a refused one', async () => {
    await cachedThenRenamed('BGMI Masters Written');
    const participant = await signedIn(app, { id: participantId });

    const refused = await participant.put('/api/profile', { name: '' });
    expect(refused.status).toBe(400);
    expect(await nameSeen()).toBe('BGMI Masters Series Season 3');

    const saved = await participant.put('/api/profile', { name: 'Cache Tester', bio: '', nationality: '' });
    expect(saved.status).toBe(200);
    expect(await nameSeen()).toBe('BGMI Masters Written Season 3');
  });

  it("keeps other tournaments' answers when a write names its tournament, and drops the written one's", async () => {
    await cachedThenRenamed('BGMI Masters Scoped');
    const { organiser, league } = await organiserOfBoth();

    const elsewhere = await organiser.post(`/api/organiser/tournaments/${league.id}/announcements`, {
      title: 'Finals week',
      content: 'The league final is on Sunday.',
    });
    expect(elsewhere.status).toBe(201);
    expect(await nameSeen()).toBe('BGMI Masters Series Season 3');

    const here = await organiser.post(`/api/organiser/tournaments/${eventId}/announcements`, {
      title: 'Lobby 2 moved',
      content: 'Lobby 2 starts at 19:00.',
    });
    expect(here.status).toBe(201);
    expect(await nameSeen()).toBe('BGMI Masters Scoped Season 3');
  });

  it("keeps other tournaments' answers when the organiser's event editor saves one", async () => {
    await cachedThenRenamed('BGMI Masters Edited');
    const { organiser, league } = await organiserOfBoth();

    const elsewhere = await organiser.delete(`/api/updateEvent/roadmap/${league.id}/draft`);
    expect(elsewhere.status).toBe(200);
    expect(await nameSeen()).toBe('BGMI Masters Series Season 3');

    const here = await organiser.delete(`/api/updateEvent/roadmap/${eventId}/draft`);
    expect(here.status).toBe(200);
    expect(await nameSeen()).toBe('BGMI Masters Edited Season 3');
  });

  it("drops only the match's tournament when a write names a match", async () => {
    await cachedThenRenamed('BGMI Masters Matched');
    const { organiser, league } = await organiserOfBoth();
    const leagueMatch = await app.em().findOneOrFail(Match, { tournament: league.id, status: 'pending' });

    const moved = await organiser.post(`/api/matches/${leagueMatch.id}/set-time`, {
      time: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(moved.status).toBe(200);
    expect(await nameSeen()).toBe('BGMI Masters Series Season 3');

    const lobbyMatch = await app.em().findOneOrFail(LobbyMatch, { tournament: eventId, status: 'upcoming' });
    const room = await organiser.put(`/api/lobby-matches/${lobbyMatch.id}/room`, {
      roomId: '7781234',
      roomPassword: 'galaxia9',
    });
    expect(room.status).toBe(200);
    expect(await nameSeen()).toBe('BGMI Masters Matched Season 3');
  });
});
