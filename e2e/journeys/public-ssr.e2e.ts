import type { EventDetail, EventListPage } from '@galaxia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';

/**
 * A link to an event, opened by something that runs no JavaScript (Discord's unfurler, a crawler) and by
 * a reader's browser: the first gets the event's name and card in the HTML, the second a page that is
 * already there and becomes interactive without fetching it again.
 */
describe('server-rendered public pages', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let event: EventDetail;

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetch(`${baseUrl}/api/events`)).json()) as EventListPage;
    // The seeded event: other journeys add events (some with posters) to the same app meanwhile.
    const bgmi = list.items.find((item) => item.title.startsWith('BGMI Masters Series'));
    if (!bgmi) throw new Error('the seeded app has no public event');
    event = (await (await fetch(`${baseUrl}/api/events/${bgmi.id}`)).json()) as EventDetail;
  });
  afterAll(() => browser?.close());

  it('an event page fetched without JavaScript has its name in the HTML and its Open Graph card', async () => {
    const response = await fetch(`${baseUrl}/events/${event.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toMatch(new RegExp(`<h1[^>]*>${event.title}</h1>`));
    expect(html).toContain(`<meta property="og:title" content="${event.title} | Galaxia" />`);
    // The event's poster when it has one, else the card drawn for it.
    const image = event.image
      ? new URL(event.image, baseUrl).href
      : `${baseUrl}/api/events/${event.id}/card.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toContain(`${event.game} · `);
    expect(description).toContain(`Prize pool ${event.prizePool}`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('a browser without JavaScript shows the event page and its brackets', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await screenshot(page, 'public-ssr-event-no-js-375');
    await page.goto(`${baseUrl}/events/${event.id}/brackets`);
    await page.getByRole('heading', { level: 1, name: 'Brackets' }).waitFor();
    await context.close();
  });

  it('a form the server draws takes typing and sending only once its script runs', async () => {
    // Typed before hydration, text would be reset by it; sent before, the browser would send the form.
    const forms = [
      { path: '/login', form: 'Sign in with email', field: 'Email' },
      { path: '/sign-up', form: 'Sign up', field: 'Email' },
      { path: '/forgot-password', form: 'Forgot password', field: 'Email' },
      { path: '/reset-password?token=unused', form: 'Reset password', field: 'New password' },
      { path: '/contact', form: 'Contact form', field: 'Email' },
    ];
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const withScript = await browser.newContext();
    for (const { path, form, field } of forms) {
      for (const [context, enabled] of [
        [withoutScript, false],
        [withScript, true],
      ] as const) {
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        const input = page.getByRole('form', { name: form }).getByLabel(field, { exact: true });
        if (enabled) await input.fill('typed@example.com');
        expect([path, await input.isEnabled()]).toEqual([path, enabled]);
        await page.close();
      }
    }
    await withoutScript.close();
    await withScript.close();
  });

  it('every action a public page draws works before its script runs, or waits for it disabled', async () => {
    // The scripts are held back until the clicks are made: a slow phone on a busy network.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const context = await browser.newContext({ viewport: viewports.mobile });
    await context.route(/\.js(\?.*)?$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const page = await context.newPage();
    const paths = [
      '/',
      '/events',
      `/events/${event.id}`,
      `/events/${event.id}/matches`,
      `/events/${event.id}/brackets`,
      `/events/${event.id}/stats`,
      '/my-teams',
      '/login',
      '/contact',
    ];
    // Module scripts hold DOMContentLoaded back: the page is read once its last part has arrived.
    const drawn = async (path: string) => {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      await page.getByRole('contentinfo').waitFor();
    };
    for (const path of paths) {
      await drawn(path);
      const enabled = await page
        .locator('button:enabled, select:enabled, input:enabled, textarea:enabled')
        .evaluateAll((controls) =>
          controls.map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim()),
        );
      expect([path, enabled]).toEqual([path, []]);
    }

    // The event page's "Sign in" is a link: followed before hydration, it still leads to sign-in and
    // remembers the way back once the login page runs. Only an event open for registration offers it.
    const listed = (await (await fetch(`${baseUrl}/api/events`)).json()) as EventListPage;
    const open = listed.items.find((item) => item.registrationStatus === 'open');
    if (!open) throw new Error('the seeded app has no event open for registration');
    await drawn(`/events/${open.id}`);
    await page.getByRole('region', { name: 'Registration' }).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'commit' });
    release();
    await page.getByRole('button', { name: 'Continue with Discord' }).and(page.locator(':enabled')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('loginReturnUrl'))).toBe(`/events/${open.id}`);
    await context.close();
  }, 180_000);

  it('the header offers every sign-in this server has: Discord as the spec says, then email', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${baseUrl}/events/${event.id}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign in' })
      .and(page.locator(':enabled'))
      .click();
    const dialog = page.getByRole('dialog', { name: 'Login with Discord' });
    await dialog.getByText('Use Discord to manage your tournaments and profile.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Continue with Discord' }).count()).toBe(1);
    // This app has no Google client configured: no Google button.
    expect(await dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await screenshot(page, 'public-ssr-login-dialog-1280');
    await dialog.getByRole('link', { name: 'Continue with email' }).click();
    await page.getByRole('form', { name: 'Sign in with email' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('loginReturnUrl'))).toBe(`/events/${event.id}`);
    await page.setViewportSize(viewports.mobile);
    await page.goto(`${baseUrl}/events`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign in' })
      .and(page.locator(':enabled'))
      .click();
    await page
      .getByRole('dialog', { name: 'Login with Discord' })
      .getByRole('link', { name: 'Continue with email' })
      .waitFor();
    await screenshot(page, 'public-ssr-login-dialog-375');
    await page.close();
  });

  it('a browser hydrates the page without fetching its data again, then navigates in place', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const reads: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl}/events/${event.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    expect(reads).not.toContain(`/api/events/${event.id}`);
    expect(reads).not.toContain('/api/me');
    // Production React reports a hydration mismatch by its error number (418, 423, 425).
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Event pages' })
      .getByRole('link', { name: /Brackets/ })
      .click();
    await page.waitForURL(`${baseUrl}/events/${event.id}/brackets`);
    await page.getByRole('heading', { level: 1, name: 'Brackets' }).waitFor();
    await page.close();
  });
});
