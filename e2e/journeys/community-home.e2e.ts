import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';

const SERVER = { id: '990000000000003301', name: 'Clash Home Esports', owner: true };

/**
 * A server's admin builds its community home from nothing through the organiser area: a hostile
 * address is refused with its reason, the page is saved and shown at /c/<slug> (its description as
 * Markdown, never as HTML), and a player is banned (an unknown name refused), listed with the end of
 * the ban in IST, and the ban lifted.
 */
describe('a community home and its bans', () => {
  let app: FreshApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  // The refused saves' 400 and 404 are logged by Chromium as failed resources: those are expected.
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !/status of (400|404)/.test(text)) errors.push(text);
    });
  };
  const person = async (username: string, returnTo: string, guilds?: (typeof SERVER)[]) => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    contexts.push(context);
    const page = await context.newPage();
    watch(page);
    await signInFresh(page, app, { username, ...(guilds ? { guilds } : {}) }, returnTo);
    return page;
  };

  beforeAll(async () => {
    app = await startFreshApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('sets up the community page, refusing a hostile address, and shows it at /c/<slug>', async () => {
    const page = await person('Home Admin', '/galaxia/community', [SERVER]);
    await page.getByRole('heading', { name: 'Community page' }).waitFor();
    await page.getByLabel('Page address').fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Save community page' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Use lowercase letters, digits and single hyphens between them' })
      .first()
      .waitFor();

    await page.getByLabel('Page address').fill('Clash-Home');
    await page
      .getByLabel('Description')
      .fill(
        '**Season 4** starts soon.\n\n<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
      );
    await page.getByLabel('Discord invite link').fill('https://discord.gg/clashhome');
    await page.getByRole('button', { name: 'Save community page' }).click();
    await page.getByText('Community page saved').first().waitFor();
    await page.getByRole('heading', { name: 'Staff' }).waitFor();

    await page.getByRole('link', { name: 'View the page' }).click();
    await page.waitForURL((url) => url.pathname === '/c/clash-home');
    await page.getByRole('heading', { name: 'Clash Home Esports', level: 1 }).waitFor();
    expect(await page.locator('strong', { hasText: 'Season 4' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Join the Discord' }).getAttribute('href')).toBe(
      'https://discord.gg/clashhome',
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    await page.getByText('No tournaments here yet.').waitFor();
    await screenshot(page, 'community-home-1280');
  });

  it('bans a player with a reason and an end, lists the ban in IST, and lifts it', async () => {
    // The player has signed in once: Galaxia knows them by name.
    const player = await person('Rohan Smurf', '/');
    await player.close();
    const page = await person('Home Admin', '/galaxia/community', [SERVER]);
    await page.getByRole('heading', { name: 'Bans', exact: true }).waitFor();
    await page.getByText('Nobody is banned.').waitFor();

    await page.getByLabel('Player (Galaxia name)').fill('Nobody Known');
    await page.getByLabel('Reason', { exact: true }).fill('Smurfing');
    await page.getByRole('button', { name: 'Ban player' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Nobody on Galaxia is called “Nobody Known”' })
      .first()
      .waitFor();

    await page.getByLabel('Player (Galaxia name)').fill('rohan smurf');
    await page.getByLabel('Reason', { exact: true }).fill('Played on a friend’s account in Season 3');
    await page.getByLabel('Ends (IST)').fill('2030-06-01T23:30');
    await page.getByRole('button', { name: 'Ban player' }).click();
    await page.getByText('Rohan Smurf is banned').first().waitFor();
    const list = page.getByRole('list', { name: 'Bans in force' });
    await list.getByText('Rohan Smurf').waitFor();
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      'Rohan Smurf\nUntil 2030-06-01 23:30 IST\nPlayed on a friend’s account in Season 3',
    ]);
    await screenshot(page, 'community-bans-1280');

    await page.getByRole('button', { name: 'Lift the ban of Rohan Smurf' }).click();
    await page.getByText("Rohan Smurf's ban is lifted").first().waitFor();
    await page.getByText('Nobody is banned.').waitFor();
    expect(errors).toEqual([]);
  });

  it('appoints a co-organiser by name, who manages bans but is never shown the staff card', async () => {
    const priya = await person('Priya CoOrg', '/');
    const page = await person('Home Admin', '/galaxia/community', [SERVER]);
    await page.getByLabel('Person (Galaxia name)').fill('priya coorg');
    await page.getByLabel('Role').selectOption({ label: 'Co-organiser' });
    await page.getByRole('button', { name: 'Appoint' }).click();
    await page.getByRole('button', { name: 'Remove Priya CoOrg as Co-organiser' }).waitFor();

    // Signed in again, Priya organises the server: the community page, its bans, but not its staff.
    await priya.goto(`${app.baseUrl}/galaxia/community`);
    await priya.getByRole('heading', { name: 'Community page' }).waitFor();
    await priya.getByRole('heading', { name: 'Bans', exact: true }).waitFor();
    expect(await priya.getByLabel('Page address').inputValue()).toBe('clash-home');
    expect(await priya.getByRole('heading', { name: 'Staff' }).count()).toBe(0);
    await priya.getByLabel('Player (Galaxia name)').fill('Rohan Smurf');
    await priya.getByLabel('Reason', { exact: true }).fill('Abuse in match chat');
    await priya.getByLabel('Tell the player the reason when they are refused').check();
    await priya.getByRole('button', { name: 'Ban player' }).click();
    await priya.getByText('Rohan Smurf is banned').first().waitFor();
    // The toast can come a frame before the refetched list draws.
    await expect
      .poll(() => priya.getByRole('list', { name: 'Bans in force' }).getByRole('listitem').allInnerTexts())
      .toEqual(['Rohan Smurf\nNo end date\nAbuse in match chat (shown to the player)']);
    await screenshot(priya, 'community-co-organiser-1280');
    // No refused request on the way (a staff list asked for and refused would be a 403 here).
    expect(errors).toEqual([]);
  });
});
