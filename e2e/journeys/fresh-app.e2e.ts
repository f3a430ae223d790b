import { HEARTBEAT_KEY, heartbeatJob, JobQueues, openRedis } from '@galaxia/core/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A fresh app's workers run its jobs, on its clock, and nobody else's. */
describe('a fresh Galaxia with its own workers', () => {
  let app: FreshApp;
  beforeAll(async () => {
    app = await startFreshApp({ workers: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('runs a job queued under its own prefix on the moved clock, and leaves another prefix’s alone', async () => {
    const connection = openRedis(app.redisUrl, { forQueues: true });
    const redis = openRedis(app.redisUrl);
    const mine = new JobQueues(connection, { prefix: app.queuePrefix });
    const another = new JobQueues(connection, { prefix: `${app.queuePrefix}-other` });
    try {
      await setServerNow(app.baseUrl, new Date('2031-03-01T09:00:00+05:30'));
      const done = await mine.enqueue(heartbeatJob, { requestedAt: new Date().toISOString() });
      const waiting = await another.enqueue(heartbeatJob, { requestedAt: new Date().toISOString() });
      await vi.waitFor(async () => expect(await done?.getState()).toBe('completed'), {
        timeout: 20_000,
        interval: 100,
      });
      // The worker's own clock is the moved one: what it wrote carries the journey's date.
      expect(await redis.get(HEARTBEAT_KEY)).toMatch(/^2031-03-01T0[3-4]/);
      expect(await waiting?.getState()).toBe('waiting');
      await waiting?.remove();
    } finally {
      await setServerNow(app.baseUrl, null);
      await Promise.all([mine.close(), another.close()]);
      await Promise.all([connection.quit(), redis.quit()]);
    }
  });
});
