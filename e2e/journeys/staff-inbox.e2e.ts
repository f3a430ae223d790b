import { execFileSync } from 'node:child_process';
import { testDatabaseUrl } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { repoRoot } from '../support/app-process.ts';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { addressOf } from '../support/fresh-app.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const PRIYA_DISCORD_ID = '1091734852609187861';

/** A visitor writes through the contact form; platform staff read and close it in /galaxia; organisers cannot. */
describe('the staff inbox of contact enquiries in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let visitor: Page;
  let staff: Page;
  let organiser: Page;
  const subject = `Sponsorship ${Date.now()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    visitor = await browser.newPage({ viewport: viewports.desktop });
    // Its own address: other journeys post contact messages from 127.0.0.1 at the same time.
    await visitor.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf({ username: 'Staff Inbox Visitor' }) });
    staff = await browser.newPage({ viewport: viewports.desktop });
    organiser = await browser.newPage({ viewport: viewports.desktop });
    // The real CLI, against the journeys' database.
    execFileSync(process.execPath, ['scripts/grant-staff.ts', PRIYA_DISCORD_ID], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: testDatabaseUrl('e2e') },
    });
    await signInAsDemo(staff, baseUrl, 'Priya Iyer', '/galaxia');
    await signInAsDemo(organiser, baseUrl, 'Aarav Mehta', '/galaxia');
  });
  afterAll(() => browser?.close());

  it('delivers a contact message to the staff inbox, where staff close it', async () => {
    await visitor.goto(`${baseUrl}/contact`);
    await visitor.getByLabel('Name').fill('Neha Sharma');
    await visitor.getByLabel('Email').fill('neha@example.in');
    await visitor.getByLabel('Subject').fill(subject);
    await visitor.getByLabel('Message').fill('We would like to sponsor the next BGMI season.');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByRole('form', { name: 'Contact form' }).waitFor({ state: 'detached' });

    await staff.getByRole('link', { name: 'Enquiries' }).click();
    await staff.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor();
    const card = staff.getByRole('listitem', { name: subject });
    await card.getByText('We would like to sponsor the next BGMI season.').waitFor();
    await card.getByRole('link', { name: 'neha@example.in' }).waitFor();
    await screenshot(staff, 'staff-inbox-1280');
    await card.getByRole('button', { name: 'Close' }).click();
    await staff.getByText('Enquiry closed').waitFor();
    await card.getByText('Closed').waitFor();
    await staff.reload();
    await staff.getByRole('listitem', { name: subject }).getByText('Closed').waitFor();
  });

  it('shows an organiser who is not staff no inbox entry, and refuses the page with the reason', async () => {
    await organiser.getByRole('link', { name: 'Command Set' }).first().waitFor();
    if ((await organiser.getByRole('link', { name: 'Enquiries' }).count()) > 0) {
      throw new Error('an organiser who is not staff sees the Enquiries entry');
    }
    await organiser.goto(`${baseUrl}/galaxia/enquiries`);
    await organiser.getByRole('alert').getByText('Only Galaxia staff can read enquiries').waitFor();
    if ((await organiser.getByText(subject).count()) > 0)
      throw new Error('the enquiry leaked to an organiser');
  });
});
