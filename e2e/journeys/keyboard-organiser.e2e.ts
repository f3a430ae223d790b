import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDesktopPage, screenshot } from '../support/browser.ts';
import { addressOf, type FreshApp, type FreshPerson, startFreshApp } from '../support/fresh-app.ts';
import { expectFocus, focusedName, retype, tabTo } from '../support/keyboard.ts';

const ORGANISER: FreshPerson = {
  username: 'Meera',
  guilds: [{ id: '910000000000000037', name: 'Meera Esports', owner: true }],
};
/** The roadmap's server refusal the journey provokes, and the browser's log line for its status. */
const REFUSED = 'The roadmap could not be saved. Please try again.';
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 503/;

/**
 * An organiser on an empty database creates a two-phase tournament and publishes it with the keyboard
 * alone: Tab, Shift+Tab, Enter, Space, arrows and typing, never the mouse. After every dialog closes and
 * every page change, the journey checks where focus is.
 */
describe('an organiser creates and publishes a two-phase tournament by keyboard alone', () => {
  let app: FreshApp;
  let browser: Browser;
  let page: Page;
  let tournamentUrl = '';
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startFreshApp();
    ({ browser, page } = await openDesktopPage());
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_REFUSAL.test(message.text()))
        errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    expect(errors).toEqual([]);
  });

  it('signs in with Discord and lands on the heading of My Tournaments', async () => {
    // Setup, not under test: the fake Discord answers for Meera, an owner of her server.
    app.discord.signInNext(
      { id: '910000000000000137', username: 'Meera', global_name: 'Meera', avatar: null },
      ORGANISER.guilds?.map((guild) => ({ ...guild, icon: null, owner: true, permissions: '8' })) ?? [],
    );
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(ORGANISER) });
    await page.goto(`${app.baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('loginReturnUrl', '/galaxia/tournaments'));
    await tabTo(page, 'button: Continue with Discord');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/galaxia/tournaments`);
    await expectFocus(page, 'h1: My Tournaments');
    await page.getByText('No tournaments yet').waitFor();
  });

  it('creates the tournament in the dialog, and lands on the Basic step', async () => {
    await tabTo(page, 'button: Create Tournament');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.waitFor();
    await expectFocus(page, 'input: Tournament name');
    await page.keyboard.type('Keyboard Cup');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('select: Game');
    await page.keyboard.type('Valorant');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('select: Discord server');
    await page.keyboard.type('Meera');
    await tabTo(page, 'button: Create Tournament');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/galaxia\/tournaments\/[0-9a-f-]+\/edit\/basic$/);
    tournamentUrl = page.url().replace(/\/basic$/, '');
    // The dialog's opener went with the list: focus goes on to the new page's heading, which keeps it
    // when the tournament's name arrives.
    await expectFocus(page, /^h1: /);
    await page.getByRole('heading', { level: 1, name: 'Keyboard Cup · Season 1' }).waitFor();
    await expectFocus(page, 'h1: Keyboard Cup · Season 1');
  });

  it('saves the Basic step and lands on the Roadmap heading', async () => {
    await tabTo(page, 'select: Format');
    await page.keyboard.type('Solo');
    await tabTo(page, 'input: Prize pool');
    await page.keyboard.type('₹50,000');
    await tabTo(page, 'textarea: Event description');
    await page.keyboard.type('Eight duellists, one champion, no mouse.');
    await tabTo(page, 'button: Save Changes');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${tournamentUrl}/roadmap`);
    await expectFocus(page, /^h1: /);
  });

  it('hears a refused phase, with focus on the first problem, then builds two phases', async () => {
    await tabTo(page, 'input: Participating teams (registrations)');
    await retype(page, '6');
    await tabTo(page, 'input: Division 1');
    await retype(page, '2');
    await tabTo(page, 'button: Save Phase');
    await page.keyboard.press('Enter');
    // The Save button went with the editor: focus goes to the problem, which is read out.
    await expectFocus(page, /^ul: Phase 1 errors/);
    await page
      .getByRole('alert')
      .getByText('Total teams (6) must be a power of 2 for Single Elimination')
      .waitFor();

    await tabTo(page, 'button: Create next phase');
    await page.keyboard.press('Enter');
    // Said aloud; focus goes to the first problem on the page, the phase's own errors.
    const notice = 'Complete and validate the current phase before creating the next one.';
    await page.getByRole('alert').filter({ hasText: notice }).waitFor();
    await expectFocus(page, /^ul: Phase 1 errors/);

    await tabTo(page, 'button: Edit Phase 1', { backwards: true });
    await page.keyboard.press('Enter');
    await expectFocus(page, /^(input|select): /);
    await tabTo(page, 'input: Participating teams (registrations)');
    await retype(page, '8');

    // The server refuses once (a stand-in for a dropped connection): said aloud, focus on the notice.
    await page.route('**/api/updateEvent/roadmap/*/draft', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: REFUSED }),
          })
        : route.fallback(),
    );
    await tabTo(page, 'button: Save Phase');
    await page.keyboard.press('Enter');
    // The notice under the roadmap is an alert (a toast says it too), and focus is on it.
    await expectFocus(page, `alert: ${REFUSED}`);
    await page.unroute('**/api/updateEvent/roadmap/*/draft');

    // The phase shows as checked but not kept: Edit, then Save Phase again.
    await tabTo(page, 'button: Edit Phase 1', { backwards: true });
    await page.keyboard.press('Enter');
    await expectFocus(page, /^(input|select): /);
    await tabTo(page, 'button: Save Phase');
    await page.keyboard.press('Enter');
    await page.getByText('Phase saved as a draft').first().waitFor();
    await page.getByRole('article', { name: 'Phase 1 summary' }).getByLabel('Valid').waitFor();

    await tabTo(page, 'button: Create next phase');
    await page.keyboard.press('Enter');
    // Not 29 tab stops away: focus is in the new phase.
    await expectFocus(page, /^(input|select): /);
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('fieldset')?.textContent?.includes('Phase 2'),
      ),
    ).toBe(true);
    await tabTo(page, 'input: Phase 1 · Division 1 (2 teams)');
    await page.keyboard.press('Space');
    await tabTo(page, /^(checkbox|switch|button): Is this the Last Phase\?/);
    await page.keyboard.press('Space');
    await screenshot(page, 'keyboard-organiser-roadmap');
    await tabTo(page, 'button: Save all Phases');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${tournamentUrl}/registration`);
    await expectFocus(page, /^h1: /);
  });

  it('picks the registration window in the calendar popovers, focus back on each date field', async () => {
    await tabTo(page, 'button: Start date');
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await grid.waitFor();
    // The calendar opens on today: Enter picks it and closes the calendar.
    await expectFocus(page, /^button: .*today/);
    await page.keyboard.press('Enter');
    await grid.waitFor({ state: 'detached' });
    await expectFocus(page, /^button: .*\d{4}/);
    await tabTo(page, 'input: Start time');
    await retype(page, '0000');

    await tabTo(page, 'button: End date');
    await page.keyboard.press('Enter');
    await grid.waitFor();
    await expectFocus(page, /^button: /);
    // A month on: Page Down, then Enter.
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await grid.waitFor({ state: 'detached' });
    await expectFocus(page, /^button: .*\d{4}/);
    await tabTo(page, 'button: Save registration');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${tournamentUrl}/calendar`);
    await expectFocus(page, /^h1: /);
  });

  it('saves the calendar, goes on to Publish and publishes', async () => {
    await page.getByLabel('Round').first().waitFor();
    // Each round has two dates and two times, and a time field takes four Tab stops (hour, minute, AM/PM).
    await tabTo(page, 'button: Save calendar', { max: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${tournamentUrl}/graphics/poster`);
    await expectFocus(page, /^h1: /);
    await tabTo(page, 'a: Continue to Publish', { max: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${tournamentUrl}/publish`);
    await expectFocus(page, /^h1: /);
    await page.getByText('Everything is in place.').waitFor();
    await tabTo(page, 'button: Publish tournament');
    await page.keyboard.press('Enter');
    await page.getByText('Tournament published').first().waitFor();
    // The Publish button became Unpublish: focus stays on the control that replaced it.
    await expectFocus(page, 'button: Unpublish');
    await screenshot(page, 'keyboard-organiser-published');
    const id = tournamentUrl.split('/').at(-2) ?? '';
    const event = await (await page.request.get(`${app.baseUrl}/api/events/${id}`)).json();
    expect(event).toMatchObject({ title: 'Keyboard Cup Season 1', roadmap: expect.stringContaining('→') });
  });
});
