import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventDetail, EventListPage } from '@galaxia/core';
import { seedDemoData, Tournament } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

// The document Vite builds, reduced to what the server fills in (the real build is used by the e2e journeys).
const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Galaxia: esports tournaments for Discord communities." />
    <title>Galaxia</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('public pages without JavaScript', () => {
  let app: TestApp;
  let event: EventDetail;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'galaxia-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    app = await startTestApp({}, { dashboardDist: dist });
    await app.em().nativeDelete(Tournament, {});
    await seedDemoData(app.em(), { now: new Date() });
    const list = (await (await app.client().get('/api/events')).json()) as EventListPage;
    const first = list.items.find((item) => item.prizePool !== '') ?? list.items[0];
    if (!first) throw new Error('the demo world has no public event');
    event = (await (await app.client().get(`/api/events/${first.id}`)).json()) as EventDetail;
  });
  afterAll(() => app?.close());

  it("an event page's HTML names the event and carries its Open Graph card", async () => {
    const response = await fetch(`${app.base}/events/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();

    expect(html).toContain(`<title>${event.title} | Galaxia</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${event.title} | Galaxia`);
    const description = metaContent(html, 'property', 'og:description');
    expect(description).toContain(event.game);
    expect(description).toContain(`Prize pool ${event.prizePool}`);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toBe(`${app.base}/api/events/${event.id}/card.png`);
    // The generated card shows the page's title, which is what it says to people who cannot see it.
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(`${event.title} | Galaxia`);

    // The page's reads travel in the HTML, so the browser does not fetch them again.
    const data = /<script type="application\/json" id="galaxia-queries">(.*?)<\/script>/.exec(html)?.[1];
    const queries = JSON.parse(data ?? '[]') as { route: string; arg: unknown; value: EventDetail }[];
    expect(queries.find((query) => query.route === 'events.detail')).toMatchObject({
      arg: event.id,
      value: { id: event.id, title: event.title },
    });
    // The registration box comes with the page: no skeleton that grows once it is fetched. Before the
    // window opens it says when, to a signed-out visitor too: signing in would not let them register yet.
    const myEntry = queries.find((query) => query.route === 'play.myEntry');
    expect(myEntry).toMatchObject({ arg: event.id, value: { blocker: 'not_open', entry: null } });
    expect((myEntry!.value as unknown as { blockerMessage: string }).blockerMessage).toMatch(
      /^Registration starts on \d{4}-\d{2}-\d{2}$/,
    );
  });

  it("an event page names the version of the event's data it was drawn from, as the JSON reads do", async () => {
    const read = await app.client().get(`/api/events/${event.id}`);
    const version = read.headers.get('galaxia-data-version');
    expect(Number(version)).toBeGreaterThanOrEqual(0);
    for (const path of ['', '/matches', '/brackets']) {
      const response = await fetch(`${app.base}/events/${event.id}${path}`);
      const html = await response.text();
      const data = /<script type="application\/json" id="galaxia-data-version">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      expect([path, response.headers.get('galaxia-data-version'), JSON.parse(data ?? 'null')]).toEqual([
        path,
        version,
        { eventId: event.id, version: Number(version) },
      ]);
    }
    // A page of no event names no version.
    const home = await (await fetch(`${app.base}/events`)).text();
    expect(home).not.toContain('galaxia-data-version');
  });

  it("a tournament's old address moves for good to its event page, without a script", async () => {
    const moved = await app.client().get(`/tournaments/${event.id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/events/${event.id}`);
  });

  it('the card image is a 1200×630 PNG', async () => {
    const response = await fetch(`${app.base}/api/events/${event.id}/card.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('a sub-page names itself before the event', async () => {
    const html = await (await fetch(`${app.base}/events/${event.id}/brackets`)).text();
    expect(metaContent(html, 'property', 'og:title')).toBe(`Brackets · ${event.title} | Galaxia`);
  });

  it('the events page and the home page have their own titles', async () => {
    const events = await (await fetch(`${app.base}/events`)).text();
    expect(events).toContain('<title>Events | Galaxia</title>');
    expect(metaContent(events, 'property', 'og:image')).toBe(`${app.base}/api/site-card.png`);
    const home = await (await fetch(`${app.base}/`)).text();
    expect(home).toContain('<title>Galaxia</title>');
  });

  it('an unknown event answers 404 with the site card, and no one else’s data', async () => {
    const response = await fetch(`${app.base}/events/00000000-0000-4000-8000-000000000000`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(metaContent(html, 'property', 'og:title')).toBe('Page not found | Galaxia');
    expect(html).not.toContain('"eventDetail"');
    expect((await fetch(`${app.base}/api/events/00000000-0000-4000-8000-000000000000/card.png`)).status).toBe(
      404,
    );
  });

  it("a signed-in reader's page is private, a signed-out reader's may be shared", async () => {
    const anonymous = await fetch(`${app.base}/events/${event.id}`);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    const reader = await signedIn(app, await createUser(app, 'Page Reader'));
    const personal = await reader.get(`/events/${event.id}`);
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('the organiser area is left to the browser, each page under its own title', async () => {
    const html = await (await fetch(`${app.base}/galaxia/tournaments`)).text();
    expect(html).toContain('<title>My Tournaments | Galaxia</title>');
    expect(html).not.toContain('og:title');
    const step = await (await fetch(`${app.base}/galaxia/tournaments/${event.id}/edit/basic`)).text();
    expect(step).toContain('<title>Edit tournament: Basic | Galaxia</title>');
    // The browser draws it in the language the page names (main.tsx loads that catalogue first).
    const hindi = await (
      await fetch(`${app.base}/galaxia/tournaments`, { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } })
    ).text();
    expect(hindi).toContain('<html lang="hi"');
    expect(html).toContain('<html lang="en"');
  });

  it('every other public page has its own title', async () => {
    for (const [path, title] of [
      ['/about', 'About | Galaxia'],
      ['/login', 'Sign in | Galaxia'],
      ['/settings/game-accounts', 'Game accounts | Galaxia'],
      ['/no-such-page', 'Page not found | Galaxia'],
    ]) {
      const html = await (await fetch(`${app.base}${path}`)).text();
      expect([path, html.match(/<title>([^<]*)<\/title>/)?.[1]]).toEqual([path, title]);
    }
  });

  it("draws a page in the reader's language: their setting, else the switch's cookie, else their browser's", async () => {
    const langOf = async (headers: Record<string, string>, client = app.client()) =>
      /<html lang="([^"]*)"/.exec(await (await client.get(`/events/${event.id}`, headers)).text())?.[1];
    expect(await langOf({})).toBe('en');
    expect(await langOf({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(await langOf({ 'Accept-Language': 'fr-FR' })).toBe('en');
    expect(await langOf({ 'Accept-Language': 'hi', Cookie: 'galaxia-language=en' })).toBe('en');

    const reader = await signedIn(app, await createUser(app, 'Hindi Reader'));
    const saved = await reader.put('/api/settings/language', { language: 'hi' });
    expect([saved.status, await saved.json()]).toEqual([200, { language: 'hi' }]);
    expect(await langOf({ 'Accept-Language': 'en' }, reader)).toBe('hi');

    const refused = await reader.put('/api/settings/language', { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Choose English or Hindi');
    expect((await app.client().put('/api/settings/language', { language: 'hi' })).status).toBe(401);
  });
});
