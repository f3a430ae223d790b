import type { EventListPage } from '@galaxia/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, screenshotDir, viewports } from '../support/browser.ts';
import { settled } from '../support/responsive-shots.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const ORGANISER = 'Aarav Mehta';
const PLAYER = 'Ishaan Malhotra';
/** 1280 px at 400% zoom: what WCAG's reflow criterion asks to work without scrolling sideways. */
const ZOOMED = { width: 320, height: 256 } as const;

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()}: ${name}`;
  });

/** Keyboard users keep their place: dialogs hand focus back, page changes land on the new page's heading. */
describe('keyboard, screen reader and zoom users keep their place', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let eventId = '';
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetch(`${baseUrl}/api/events?pageSize=50`)).json()) as EventListPage;
    eventId = list.items.find((item) => item.title.startsWith('BGMI Masters Series'))?.id ?? '';
    if (!eventId) throw new Error('the seeded app has no BGMI Masters Series');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    expect(errors).toEqual([]);
  });

  async function open(viewport: { width: number; height: number }, name: string | null, returnTo = '/') {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // Its own address: journeys running alongside spend 127.0.0.1's sign-in budget.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.37.2.${contexts.length}` });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    if (name) await signInAsDemo(page, baseUrl, name, returnTo);
    return page;
  }

  it('the public site: skip link first, every page titled, a followed link lands on the new heading', async () => {
    const page = await open(viewports.desktop, null);
    await page.goto(`${baseUrl}/events/${eventId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const eventTitle = await page.getByRole('heading', { level: 1 }).first().textContent();
    expect(await page.title()).toBe(`${eventTitle} | Galaxia`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to content');
    await page.keyboard.press('Enter');
    // The content starts below the sticky header, not under it.
    const header = await page.locator('header').first().boundingBox();
    const main = await page.locator('#main').boundingBox();
    expect(main && header && main.y >= header.y + header.height - 1).toBe(true);

    const brackets = page.getByRole('link', { name: /^Brackets/ }).first();
    await brackets.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/events/${eventId}/brackets`);
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('h1: Brackets');
    expect(await page.title()).toBe(`Brackets · ${eventTitle} | Galaxia`);

    await page.goBack();
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe(`${eventTitle} | Galaxia`);
  });

  it('the organiser area: skip link, titles, and the create dialog returning focus to its opener', async () => {
    const page = await open(viewports.desktop, ORGANISER, '/galaxia/tournaments');
    await page.getByRole('heading', { level: 1, name: 'My Tournaments' }).waitFor();
    // Signing in brought the reader here, and focus to the heading; a fresh load starts at the top.
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('h1: My Tournaments');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Tournaments' }).waitFor();
    expect(await page.title()).toBe('My Tournaments | Galaxia');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Past the header and the sidebar: the first tab stop is the page's own.
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(
      true,
    );

    const create = page.getByRole('button', { name: 'Create Tournament' }).first();
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.waitFor();
    expect(await focused(page)).toBe('input: ');
    const submit = dialog.getByRole('button', { name: 'Create Tournament' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.getAttribute('aria-describedby')).toBeTruthy();
    await expect
      .poll(() =>
        dialog
          .getByText('To create it, fill in: Tournament name, Season number, Game, Discord server.')
          .count(),
      )
      .toBe(1);
    expect(await dialog.getByLabel('Tournament name').getAttribute('aria-required')).toBe('true');
    const server = dialog.getByLabel('Discord server');
    const hint = await server.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hint}"]`).textContent()).toBe(
      'Only servers you administer are listed.',
    );

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => create.evaluate((button) => button === document.activeElement), { timeout: 5000 })
      .toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => create.evaluate((button) => button === document.activeElement), { timeout: 5000 })
      .toBe(true);

    const streamTools = page.getByRole('link', { name: 'Stream Tools' });
    await streamTools.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/galaxia/stream-tools');
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatch(/^h1: /);
    expect(await page.title()).toBe('Stream Tools | Galaxia');
  });

  it("on a phone the organiser's sidebar sheet hands focus back, or on to the page it opened", async () => {
    const page = await open(viewports.mobile, ORGANISER, '/galaxia');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Galaxia' });
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect
      .poll(() => toggle.evaluate((button) => button === document.activeElement), { timeout: 5000 })
      .toBe(true);

    // A link in the sheet removes the sheet and the page: focus goes on to the new page's heading.
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'My Tournaments' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/galaxia/tournaments');
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('h1: My Tournaments');
  });

  it('at 400% zoom the create dialog scrolls inside itself and no page scrolls sideways', async () => {
    const page = await open(ZOOMED, ORGANISER, '/galaxia/tournaments');
    await page.getByRole('heading', { level: 1, name: 'My Tournaments' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Create Tournament' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.waitFor();
    // The sign-in's toast (shown for four seconds at the foot of a phone's screen) went when the dialog
    // opened: nothing covers the dialog's buttons.
    expect(
      await page.getByRole('region', { name: 'Notifications' }).getByRole('status').allTextContents(),
    ).toEqual([]);
    await settled(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= ZOOMED.width).toBe(true);
    expect(box && box.y + box.height <= ZOOMED.height).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'create-dialog-zoomed-320');
    // Every button and field can be reached with a pointer: scrolled into view inside the dialog, whole on
    // the screen and the topmost thing where a pointer would press it.
    expect(
      await unreachable(page, '[role="dialog"] button, [role="dialog"] input, [role="dialog"] select'),
    ).toEqual([]);
    const close = dialog.getByRole('button', { name: 'Close' });
    await close.scrollIntoViewIfNeeded();
    await close.click();
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${baseUrl}/events/${eventId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page's reads have arrived: no loading placeholder left.
    await page.waitForFunction(() => !document.querySelector('.animate-pulse'));
    await settled(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await unreachable(page, '#main button, #main a[href], header button, header a[href]')).toEqual([]);
    await screenshot(page, 'event-page-signed-in-320');
  });

  it("a player's 320 px phone reads the event page without scrolling sideways", async () => {
    const page = await open({ width: 320, height: 640 }, PLAYER, '/events');
    // The notifications popover hands focus back to its bell.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => bell.evaluate((button) => button === document.activeElement), { timeout: 5000 })
      .toBe(true);
    for (const path of [`/events/${eventId}`, `/events/${eventId}/brackets`, `/events/${eventId}/stats`]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page);
      expect([path, await sidewaysOverflow(page)]).toEqual([path, 0]);
      // Issue 36 item 7: a table keeps every column in view on a phone (rows stack), none behind a scroll box.
      expect([path, await cellsPastTheEdge(page)]).toEqual([path, []]);
    }
  });

  it('the changed screens at 320, 375 and 1280 px', async () => {
    const page = await open(viewports.desktop, ORGANISER, '/galaxia/tournaments');
    const screens = [
      ['event', `/events/${eventId}`],
      ['stats', `/events/${eventId}/stats`],
      ['brackets', `/events/${eventId}/brackets`],
      ['prize-pool', `/events/${eventId}/prize-pool`],
      ['calendar', `/events/${eventId}/calendar`],
      ['my-tournaments', '/galaxia/tournaments'],
    ] as const;
    for (const [name, path] of screens) {
      await page.setViewportSize(viewports.desktop);
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const width of [1280, 375, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await settled(page);
        await screenshot(page, `a11y-${name}-${width}`);
        // Long pages shrink out of sight when viewed whole: their first table is kept on its own too.
        const table = page.locator('table').first();
        if (await table.count())
          await table.screenshot({ path: `${screenshotDir}/a11y-${name}-${width}-table.png` });
      }
    }
  }, 240_000);
});

/**
 * The controls matching `selector` a pointer cannot press: once scrolled into view, not whole inside the
 * window, or covered where their middle is (by a sticky header, a clipped box). Hidden ones are skipped;
 * disabled ones are checked as they will be once enabled.
 */
async function unreachable(page: Page, selector: string): Promise<string[]> {
  const missed: string[] = [];
  const count = await page.locator(selector).count();
  for (let index = 0; index < count; index++) {
    const control = page.locator(selector).nth(index);
    if (!(await control.isVisible())) continue;
    // Scrolled to and measured in one go, so nothing arriving in between moves it.
    const verdict = await control.evaluate((element) => {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const whole =
        box.left >= -0.5 &&
        box.top >= -0.5 &&
        box.right <= window.innerWidth + 0.5 &&
        box.bottom <= window.innerHeight + 0.5;
      // A disabled button lets the pointer through (pointer-events: none) until it can be pressed: it is
      // checked as it will be, so only something drawn over it counts.
      const style = (element as HTMLElement).style;
      const pointerEvents = style.pointerEvents;
      style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      style.pointerEvents = pointerEvents;
      const pressed = hit !== null && (element === hit || element.contains(hit));
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
      return whole && pressed
        ? null
        : `${element.tagName.toLowerCase()} "${name}" ${
            whole
              ? `covered by ${hit?.tagName.toLowerCase()} "${hit?.textContent?.trim().slice(0, 40)}"`
              : `cut off (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} in ${window.innerWidth}×${window.innerHeight})`
          }`;
    });
    if (verdict) missed.push(verdict);
  }
  return missed;
}

/**
 * The table cells (with their text) drawn past the window's right edge, where a reader cannot see them.
 * Headings kept for screen readers only (clipped away, as a stacked table's are) are not drawn at all.
 */
const cellsPastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const clipped = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main td, main th')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 0.5 && !clipped(cell);
      })
      .map((cell) => cell.textContent?.trim() ?? '');
  });

/** How far the page reaches past the window's right edge, in CSS pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
