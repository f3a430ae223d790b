import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { addressOf, type FreshApp, startFreshApp } from '../support/fresh-app.ts';
import { followMailLink } from '../support/outbox.ts';

/**
 * The start of an MP4 (an ftyp box, brand isom), which the upload's content check reads; the machine
 * that runs the journeys has no ffmpeg to record a whole clip, and the probe runs in the workers.
 */
function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.set([0, 0, 0, 0x20]);
  bytes.write('ftypisom', 4, 'ascii');
  bytes.set([0, 0, 2, 0], 12);
  bytes.write('isomiso2avc1mp41', 16, 'ascii');
  return bytes;
}
const EMAIL = `riya.${Date.now()}@example.com`;
const PASSWORD = 'a long enough passphrase';

/** Page transitions fade in: a screenshot waits until nothing is still animating. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/** Issue 27, item 2: a player who signed up by email verifies a BGMI account outside the organiser area. */
describe('an email-only player verifies a game account', () => {
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

  it('signs up by email, opens Game accounts and sends a BGMI video that shows as pending', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf({ username: 'Riya Rao' }) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${app.baseUrl}/sign-up`);
    await page.getByLabel('Name').fill('Riya Rao');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your email: we sent you a link to verify your address.').waitFor();
    await followMailLink(page, app.baseUrl, EMAIL, 'Verify your email for Galaxia');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    const form = page.getByRole('form', { name: 'Sign in with email' });
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Signed in as Riya Rao').waitFor();

    await page.goto(`${app.baseUrl}/settings/game-accounts`);
    await page.getByRole('heading', { name: 'Game accounts' }).waitFor();
    await page.getByText('No accounts linked yet.').waitFor();
    await page.getByRole('button', { name: 'BGMI video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify BGMI account' });
    await dialog.getByLabel('Player ID').fill('5123456789');
    await dialog.getByLabel('In-game name').fill('RiyaSnipes');
    await dialog
      .getByLabel('Video upload')
      .setInputFiles({ name: 'proof.mp4', mimeType: 'video/mp4', buffer: mp4Bytes() });
    await dialog.getByRole('button', { name: 'Submit Verification' }).click();
    await page.getByText('Video submitted: an organiser will review it.').waitFor();
    const row = page.getByRole('row').filter({ hasText: '5123456789' });
    await row.getByText('Pending').waitFor();
    await settled(page);
    await screenshot(page, 'player-game-accounts');
    await page.setViewportSize({ width: 360, height: 740 });
    await settled(page);
    await screenshot(page, 'player-game-accounts-360');
    if (errors.length > 0) throw new Error(`console errors: ${errors.join('\n')}`);
    await context.close();
  });
});
