import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { testDatabaseUrl } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { repoRoot } from '../support/app-process.ts';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const PRIYA_DISCORD_ID = '1091734852609187861';
const PLAYER_ID = String(randomInt(1e9, 9e9));

/** The start of an MP4 (an ftyp box, brand isom), which the upload's content check reads. */
function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.set([0, 0, 0, 0x20]);
  bytes.write('ftypisom', 4, 'ascii');
  bytes.set([0, 0, 2, 0], 12);
  bytes.write('isomiso2avc1mp41', 16, 'ascii');
  return bytes;
}

const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

const watchConsole = (page: Page, errors: string[]) =>
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });

/**
 * Issue 27, item 1: someone else holds a player's BGMI id. The owner contests it from the player page
 * with their own video; platform staff compare both videos in their inbox and give the id to the owner,
 * who reads the decision on the player page.
 */
describe('an owner contests a claim on their BGMI id, and staff decide', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    execFileSync(process.execPath, ['scripts/grant-staff.ts', PRIYA_DISCORD_ID], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: testDatabaseUrl('e2e') },
    });
  });
  afterAll(() => browser?.close());

  it('files the contest with a video, staff give the id to the owner, and the owner sees it won', async () => {
    // Setup: another player already claims the id.
    const holder = await browser.newPage({ viewport: viewports.desktop });
    await signInAsDemo(holder, baseUrl, 'Farhan Qureshi', '/settings/game-accounts');
    const claimed = await holder.request.post(`${baseUrl}/api/game-accounts/bgmi`, {
      headers: { origin: baseUrl },
      multipart: {
        playerId: PLAYER_ID,
        inGameName: 'NotReallyMine',
        video: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4Bytes() },
      },
    });
    if (claimed.status() !== 202) throw new Error(`holder's claim answered ${claimed.status()}`);

    const owner = await browser.newPage({ viewport: viewports.desktop });
    watchConsole(owner, errors);
    await signInAsDemo(owner, baseUrl, 'Tenzin Dorje', '/settings/game-accounts');
    await owner.getByRole('heading', { name: 'Game accounts' }).waitFor();
    await owner.getByRole('button', { name: 'Contest a claim on my ID' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Contest a BGMI claim' });
    await dialog.getByLabel('Player ID').fill(PLAYER_ID);
    await dialog.getByLabel('In-game name').fill('TenzinClutch');
    await dialog
      .getByLabel('Why this ID is yours')
      .fill('This is my main ID since 2021; my video shows the profile.');
    await dialog
      .getByLabel('Video upload')
      .setInputFiles({ name: 'mine.mp4', mimeType: 'video/mp4', buffer: mp4Bytes() });
    await dialog.getByRole('button', { name: 'Send contest' }).click();
    await owner.getByText('Contest sent: platform staff will compare both videos and decide.').waitFor();
    const mine = owner.getByRole('region', { name: 'Your contests' });
    await mine.getByText(`BGMI ${PLAYER_ID}`).waitFor();
    await mine.getByText('With staff').waitFor();
    await owner.getByText('Contest sent: platform staff will compare both videos and decide.').waitFor({
      state: 'hidden',
    });
    await settled(owner);
    await screenshot(owner, 'player-contest-1280');
    await owner.setViewportSize({ width: 375, height: 812 });
    await settled(owner);
    await screenshot(owner, 'player-contest-375');

    // Staff compare both videos and decide, saying why.
    const staff = await browser.newPage({ viewport: viewports.desktop });
    watchConsole(staff, errors);
    await signInAsDemo(staff, baseUrl, 'Priya Iyer', '/galaxia/enquiries');
    const card = staff.getByRole('listitem', { name: `Contest on BGMI ${PLAYER_ID}` });
    await card.getByText('This is my main ID since 2021; my video shows the profile.').waitFor();
    await card.getByRole('figure').filter({ hasText: 'Contestant' }).getByText('Tenzin Dorje').waitFor();
    await card.getByRole('figure').filter({ hasText: 'Holder' }).getByText('Farhan Qureshi').waitFor();
    if ((await card.locator('video').count()) !== 2) throw new Error('staff do not see both videos');
    await screenshot(staff, 'staff-contest-1280');
    await card.getByLabel('Reason (shown to both players)').fill('Only Tenzin’s video shows this ID');
    await card.getByRole('button', { name: 'Give the ID to Tenzin Dorje' }).click();
    await staff.getByText('Contest decided').waitFor();
    await card.getByText('Given to contestant').waitFor();
    await card.getByText(/Decided by Priya Iyer on .*: Only Tenzin’s video shows this ID/).waitFor();

    // The owner reads the decision and holds the id, verified.
    await owner.reload();
    await mine.getByText('Won').waitFor();
    await mine.getByText('Only Tenzin’s video shows this ID').waitFor();
    await owner.getByRole('row').filter({ hasText: PLAYER_ID }).getByText('Verified').waitFor();
    await settled(owner);
    await screenshot(owner, 'player-contest-won-375');
    if (errors.length > 0) throw new Error(`console errors:\n${errors.join('\n')}`);
  });
});
