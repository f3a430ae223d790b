import type { EventListPage } from '@galaxia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const EVENT = 'Clash India War League Season 4';

/**
 * Withdrawing hands the team's place to the waitlist at once, so the event page asks first, naming the
 * event. The seeded captain keeps the place here: other journeys read the same demo world.
 */
describe('withdrawing a team from the event page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let eventId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetch(`${baseUrl}/api/events?pageSize=50`)).json()) as EventListPage;
    eventId = list.items.find((item) => item.title === EVENT)?.id ?? '';
    if (!eventId) throw new Error(`the seeded app has no ${EVENT}`);
  });
  afterAll(() => browser?.close());

  it('confirms in a dialog naming the event and the waitlist; keeping the place returns focus to Withdraw', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    // Its own address: journeys running alongside spend 127.0.0.1's sign-in budget.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.27.6.1' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAsDemo(page, baseUrl, 'Ishaan Malhotra', `/events/${eventId}`);
    const panel = page.getByRole('region', { name: 'Registration' });
    await panel.getByText('Registered as Royal Barbarians').waitFor();
    const withdraw = panel.getByRole('button', { name: 'Withdraw' });
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: `Withdraw from ${EVENT}?` });
    await dialog
      .getByText(
        `Royal Barbarians gives up its place in ${EVENT}. The place goes to the next team on the waitlist at once.`,
      )
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Withdraw team' }).count()).toBe(1);
    await screenshot(page, 'withdraw-confirm-1280');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back once the dialog has gone, a moment after it is removed.
    await expect.poll(() => withdraw.evaluate((button) => button === document.activeElement)).toBe(true);
    await panel.getByText('Registered as Royal Barbarians').waitFor();

    await page.setViewportSize(viewports.mobile);
    await withdraw.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await screenshot(page, 'withdraw-confirm-375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back once the dialog has gone, a moment after it is removed.
    await expect.poll(() => withdraw.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
