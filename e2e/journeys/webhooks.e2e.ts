import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDesktopPage } from '../support/browser.ts';
import { type FreshApp, startFreshApp } from '../support/fresh-app.ts';
import { pageJson } from '../support/page-call.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/**
 * Issue 30 item 5: an organiser adds a webhook on the tournament console pointing at a receiver on this
 * machine, sends a test event, and sees its delivery in the log; the receiver checks the signature with
 * the secret the console showed once.
 */
describe('webhooks on the tournament console', () => {
  let app: FreshApp;
  let browser: Browser;
  let page: Page;
  let server: Server;
  let receiverUrl = '';
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/galaxia`;
    app = await startFreshApp({ seed: true, workers: true, env: { DEMO_SIGN_IN: '1' } });
    ({ browser, page } = await openDesktopPage());
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('adds a webhook, sends a test event, and shows the signed delivery in the log', {
    timeout: 180_000,
  }, async () => {
    try {
      await journey();
    } catch (failure) {
      await page.screenshot({ path: '/tmp/webhooks-failure.png', fullPage: false });
      throw failure;
    }
  });

  async function journey() {
    await signInAsDemo(page, app.baseUrl, 'Aarav Mehta', '/galaxia');
    const { tournaments } = await pageJson<{ tournaments: { id: string }[] }>(
      page,
      '/api/organiser/tournaments',
    );
    const tournamentId = tournaments[0]!.id;
    await page.goto(`${app.baseUrl}/galaxia/tournaments/${tournamentId}/console`);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();

    await page.getByLabel('Webhook address').fill(receiverUrl);
    // Every event is ticked to start with; this receiver only wants results.
    const unwanted = [
      'Registration',
      'Team checked in',
      'Match check-in',
      'Match scheduled',
      'Lobby results entered',
      'Phase started',
    ];
    for (const event of [...unwanted, 'Phase completed'])
      await page.getByRole('checkbox', { name: event, exact: true }).uncheck();
    await page.getByRole('button', { name: 'Add webhook' }).click();

    const shown = page.getByRole('status').getByLabel('Webhook secret');
    await shown.waitFor();
    const secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    const item = page.getByRole('region', { name: receiverUrl });
    await item
      .getByText('Result reported · Result confirmed · Result disputed · Organiser ruling · Champion')
      .waitFor();
    await item.getByText('Nothing delivered yet.').waitFor();

    await item.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByText('Test event sent: it shows in the delivery log once delivered').waitFor();
    // The log reads itself again while the test event travels through the workers.
    const row = item.getByRole('row').filter({ hasText: 'webhook.test' });
    await row.waitFor({ timeout: 20_000 });
    // Event, attempt, status code, then the time.
    await expect.poll(() => row.innerText()).toMatch(/^webhook\.test\s+1\s+200\s+\d/);
    await shootBothWidths(page, 'console-webhooks');

    expect(received).toHaveLength(1);
    const [delivery] = received;
    const timestamp = String(delivery!.headers['galaxia-timestamp']);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex')}`;
    expect(delivery!.headers['galaxia-signature']).toBe(expected);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'webhook.test',
      tournamentId,
      data: { message: 'This is a test event from Galaxia: your webhook receives events.' },
    });

    // The secret is gone from the page for good once it reloads.
    await page.reload();
    await page.getByRole('region', { name: receiverUrl }).waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(errors).toEqual([]);
  }
});
