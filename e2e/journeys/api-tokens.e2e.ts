import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDesktopPage } from '../support/browser.ts';
import { pageJson } from '../support/page-call.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/**
 * An organiser makes API tokens in Settings and a script (plain fetch from this process, as curl would)
 * reads and writes with them; revoking one in Settings stops it at the next call.
 */
describe('personal API tokens from Settings', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let tournamentId = '';
  const errors: string[] = [];

  const curl = (path: string, token: string, json?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(json !== undefined && { 'content-type': 'application/json' }),
      },
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });

  /** Creates a token through the Settings form and reads it from the one place it is shown. */
  async function createToken(name: string, access: 'Read only' | 'Read and write') {
    await page.getByLabel('Token name', { exact: true }).fill(name);
    await page.getByLabel('Access', { exact: true }).selectOption({ label: access });
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('status').getByLabel(`${name} token`);
    await shown.waitFor();
    // The token is focused, so a keyboard user is already on it.
    await expect.poll(() => shown.evaluate((element) => element === document.activeElement)).toBe(true);
    return (await shown.innerText()).trim();
  }

  beforeAll(async () => {
    ({ browser, page } = await openDesktopPage());
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAsDemo(page, baseUrl, 'Aarav Mehta', '/settings');
    const { tournaments } = await pageJson<{ tournaments: { id: string }[] }>(
      page,
      '/api/organiser/tournaments',
    );
    tournamentId = tournaments[0]!.id;
  });
  afterAll(() => browser?.close());

  it('creates a read and write token, shown once, that reads and posts an announcement as the organiser', async () => {
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    const token = await createToken('League bot', 'Read and write');
    expect(token).toMatch(/^glx_/);
    await page
      .getByText('Copy this token now: Galaxia keeps only a fingerprint of it and cannot show it again.')
      .waitFor();
    await page.getByText(`${token.slice(0, 8)}…${token.slice(-4)}`).waitFor();
    await shootBothWidths(page, 'settings-api-tokens');

    const me = await curl('/api/me', token);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Aarav Mehta');
    const posted = await curl(`/api/organiser/tournaments/${tournamentId}/announcements`, token, {
      title: 'Posted by the league bot',
      content: 'Check-in opens at 8 pm',
    });
    expect(posted.status).toBe(201);

    // A reload shows the list by hint only: the token itself is gone from the page for good.
    await page.reload();
    await page.getByText('League bot').first().waitFor();
    expect(await page.content()).not.toContain(token);
  });

  it('refuses a read-only token’s write with 403', async () => {
    const token = await createToken('Overlay', 'Read only');
    expect((await curl(`/api/organiser/tournaments/${tournamentId}/publication`, token)).status).toBe(200);
    const refused = await curl(`/api/organiser/tournaments/${tournamentId}/announcements`, token, {
      title: 'Should not post',
      content: 'Read only',
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'This API token can only read: create a read and write token to make changes',
    );
  });

  it('revokes a token in Settings, and its next call is 401', async () => {
    const token = await createToken('Short-lived', 'Read only');
    expect((await curl('/api/me', token)).status).toBe(200);
    await page.getByRole('button', { name: 'Revoke Short-lived' }).click();
    await page.getByText('Token "Short-lived" revoked').waitFor();
    await page.getByRole('button', { name: 'Revoke Short-lived' }).waitFor({ state: 'detached' });
    const after = await curl('/api/me', token);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: string }).error).toBe(
      'This API token is not valid or has been revoked',
    );
    expect(errors).toEqual([]);
  });
});
