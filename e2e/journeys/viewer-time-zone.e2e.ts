import type { EventListPage, EventMatchesPage, EventPointsTables, EventTeamsPage } from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../support/browser.ts';
import { type FreshApp, startFreshApp } from '../support/fresh-app.ts';
import { settled } from '../support/responsive-shots.ts';

const read = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/**
 * A reader whose browser is in another zone than the server (which runs in UTC) opens the public pages
 * that show times: the server's HTML and the hydrated page must agree (React reports a mismatch as
 * error #418), and the times end up in the reader's zone.
 */
describe('public pages read from another time zone', () => {
  // Its own seeded world: the pages it reads are the demo events as seeded, whatever other journeys did
  // to the shared app before it.
  let app: FreshApp;
  let baseUrl = '';
  let browser: Browser;
  const paths: string[] = [];

  beforeAll(async () => {
    app = await startFreshApp({ seed: true });
    baseUrl = app.baseUrl;
    browser = await launchBrowser();
    const list = await read<EventListPage>(`${baseUrl}/api/events`);
    for (const title of ['BGMI Masters Series', 'Valorant']) {
      const event = list.items.find((item) => item.title.startsWith(title));
      if (!event) continue;
      const id = event.id;
      paths.push(
        `/events/${id}/matches`,
        `/events/${id}/streams`,
        `/events/${id}/announcements`,
        `/events/${id}/stats`,
      );
      const matches = await read<EventMatchesPage>(`${baseUrl}/api/events/${id}/matches`);
      // The status line of a completed or scheduled match carries its time.
      const timed = matches.items.find(
        (match) =>
          (match.status === 'completed' && match.completedTime) ||
          (match.status === 'scheduled' && match.scheduledTime),
      );
      if (timed) paths.push(`/events/${id}/matches/${timed.id}`);
      const teams = await read<EventTeamsPage>(`${baseUrl}/api/events/${id}/teams`);
      if (teams.items[0]) paths.push(`/events/${id}/teams/${teams.items[0].id}`);
      const tables = await read<EventPointsTables>(`${baseUrl}/api/events/${id}/points-tables`);
      const lobby = tables.phases[0]?.lobbies[0];
      if (lobby) paths.push(`/events/${id}/lobbies/${lobby.id}`);
    }
    if (paths.length < 8) throw new Error(`the seeded app has too few public pages with times: ${paths}`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Opens each page in a fresh load (server HTML, then hydration) and collects every console error. */
  const visitAll = async (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of paths) {
      // Not 'networkidle': the page keeps its live-update stream open.
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page);
    }
    return errors;
  };

  it('hydrates every page with times without an error for a reader in India', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    const errors = await visitAll(await context.newPage());
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows the times in the reader’s own zone once hydrated, without an error, elsewhere', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const errors = await visitAll(page);
    expect(errors).toEqual([]);
    const matches = paths.find((path) => /\/matches\/[^/]+$/.test(path))!;
    await page.goto(`${baseUrl}${matches}`);
    // New York's time first, IST beside it: '… GMT-5 (… IST)' or '… EST (… IST)'.
    await page
      .getByText(/(GMT-[45]|E[SD]T) \(.* IST\)/)
      .first()
      .waitFor();
    await context.close();
  }, 180_000);

  it('names a lobby’s match as the lobby page does, and says what the time tile measures', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const bgmi = paths.find(
      (path) => path.endsWith('/matches') && paths.some((p) => p.includes('/lobbies/')),
    )!;
    await page.goto(`${baseUrl}${bgmi}`);
    await page
      .getByText(/^Match 1$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^Map \d+$/).count()).toBe(0);
    await page.goto(`${baseUrl}${bgmi.replace(/\/matches$/, '/stats')}`);
    await page.getByText('Avg time to result').waitFor();
    expect(await page.getByText('Avg match duration').count()).toBe(0);
    await page.close();
  });
});
