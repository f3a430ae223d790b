import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../support/browser.ts';
import { type FreshApp, setServerNow, signInFresh, startFreshApp } from '../support/fresh-app.ts';

/** The ground journeys from an empty database stand on: a new site, a first organiser, a movable clock. */
describe('a fresh Galaxia with nobody in it', () => {
  let app: FreshApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startFreshApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists no events and lets a new server owner in through Discord as an organiser', async () => {
    const events = (await (await fetch(`${app.baseUrl}/api/events`)).json()) as { total?: number };
    expect(events.total ?? 0).toBe(0);

    const page = await browser.newPage({ viewport: viewports.desktop });
    await signInFresh(
      page,
      app,
      { username: 'Fresh Owner', guilds: [{ id: '990000000000000001', name: 'Fresh Esports', owner: true }] },
      '/galaxia',
    );
    await page.getByRole('heading', { name: 'Welcome back, Fresh' }).waitFor();
    await page.getByRole('button', { name: 'Create Tournament' }).first().click();
    const server = page.getByLabel('Discord server');
    await server.selectOption({ label: 'Fresh Esports' });
    expect(await server.locator('option:checked').textContent()).toBe('Fresh Esports');
    await page.close();
  });

  it('moves the server clock for the journey and back', async () => {
    await setServerNow(app.baseUrl, new Date('2031-03-01T09:00:00+05:30'));
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    await setServerNow(app.baseUrl, null);
  });
});
