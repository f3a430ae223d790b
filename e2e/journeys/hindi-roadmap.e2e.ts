import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { draftTournament } from '../support/published-tournament.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/** Labels, buttons and headings whose text is wider than their box (a clipped Hindi word). */
const clipped = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main button, main label, main legend, main h2, main h4, main dt, main nav a',
      ),
    ]
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.textContent),
  );

/**
 * An organiser who reads the site in Hindi builds a draft tournament's roadmap on a 375 px phone: the
 * roadmap step, its phase editor and its summaries read in Hindi, nothing is wider than the screen, and
 * the two phases he saves through the form are there, in Hindi, when the page is loaded again.
 */
describe('the organiser roadmap step in Hindi', () => {
  let app: FreshApp;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startFreshApp({ seed: true, env: { DEMO_SIGN_IN: '1' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('builds and saves a two-phase roadmap in Hindi', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile, timezoneId: 'Asia/Kolkata' });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    // Setup, not under test (the organiser journey proves creating one): Aarav reads in Hindi and has a
    // draft Valorant tournament with no roadmap yet.
    await signInAsDemo(page, app.baseUrl, 'Aarav Mehta', '/galaxia');
    await call(page, 'PUT', '/api/settings/language', { language: 'hi' });
    const id = await draftTournament(page, { name: 'Hindi Roadmap Cup', gameId: 'valorant' });
    const roadmapUrl = `${app.baseUrl}/galaxia/tournaments/${id}/edit/roadmap`;

    // Under test: the step in Hindi, the first phase kept as a draft through the form.
    await page.goto(roadmapUrl);
    await page.getByRole('heading', { name: 'रोडमैप', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // The edit steps' frame too: the way back, the steps, what publishing still needs from this one.
    await page.getByRole('link', { name: 'मेरे टूर्नामेंट' }).waitFor();
    await page.getByRole('heading', { name: 'Hindi Roadmap Cup · सीज़न 1' }).waitFor();
    await page
      .getByRole('navigation', { name: 'बदलाव के चरण' })
      .getByRole('link', { name: /रोडमैप/ })
      .waitFor();
    await page.getByRole('region', { name: 'प्रकाशित करने से पहले ज़रूरी' }).waitFor();
    await page.getByText('चरण क्रम से बनाएँ।', { exact: false }).waitFor();
    // A new phase's default name is said in Hindi; the name kept in the form stays as stored.
    const first = page.getByRole('group', { name: 'चरण 1 बदलें' });
    await first.getByLabel('फ़ॉर्मेट').waitFor();
    await first.getByText('1. चरण 1').waitFor();
    expect(await first.getByLabel('चरण का नाम').inputValue()).toBe('Phase 1');
    expect(
      await first
        .getByLabel('फ़ॉर्मेट')
        .locator('option')
        .evaluateAll((options) => options.map((option) => option.textContent)),
    ).toEqual(['सिंगल एलिमिनेशन', 'डबल एलिमिनेशन', 'ग्रुप स्टेज', 'स्विस']);
    await first.getByLabel('चरण का नाम').fill('ओपन क्वालिफ़ायर');
    const editor = page.getByRole('group', { name: 'ओपन क्वालिफ़ायर बदलें' });
    await editor.getByLabel('भाग लेने वाली टीमें (पंजीकरण)').fill('8');
    await editor.getByLabel('डिवीज़न 1', { exact: true }).fill('4');
    await editor.getByText('कुल टीमें: 8').waitFor();
    await editor.getByText('हर डिवीज़न से क्वालिफ़ाई होने वाली टीमें').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Nothing wider than the phone: a longer Hindi label wraps or grows its box instead of clipping.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await clipped(page)).toEqual([]);
    await screenshot(page, 'hindi-roadmap-editor-375');
    await page.getByRole('button', { name: 'चरण सहेजें' }).click();
    await page.getByText('चरण ड्राफ़्ट के रूप में सहेजा गया').first().waitFor();
    const summary = page.getByRole('article', { name: 'ओपन क्वालिफ़ायर का सारांश' });
    await summary.getByLabel('सही').waitFor();

    // The final phase takes the first one's division and saves the roadmap.
    await page.getByRole('button', { name: 'अगला चरण बनाएँ' }).click();
    const second = page.getByRole('group', { name: 'चरण 2 बदलें' });
    await second.getByLabel('चरण का नाम').fill('ग्रैंड फ़ाइनल');
    const final = page.getByRole('group', { name: 'ग्रैंड फ़ाइनल बदलें' });
    await final.getByLabel('ओपन क्वालिफ़ायर · डिवीज़न 1 (4 टीमें)').check();
    await final.getByLabel('क्या यह आख़िरी चरण है?').click();
    await final.getByLabel('तीसरे स्थान का मैच').waitFor();
    await final.getByText('हर राउंड में बेस्ट ऑफ़').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await clipped(page)).toEqual([]);
    await screenshot(page, 'hindi-roadmap-final-375');
    await page.getByRole('button', { name: 'सभी चरण सहेजें' }).click();
    await page.waitForURL(`${app.baseUrl}/galaxia/tournaments/${id}/edit/registration`);
    await page.getByText('रोडमैप सहेजा गया').first().waitFor();

    // Loaded again, the saved roadmap reads back in Hindi.
    await page.goto(roadmapUrl);
    const saved = page.getByRole('article', { name: 'ओपन क्वालिफ़ायर का सारांश' });
    await saved.getByLabel('सही').waitFor();
    const savedFinal = page.getByRole('article', { name: 'ग्रैंड फ़ाइनल का सारांश' });
    await savedFinal.getByText('फ़ाइनल', { exact: true }).waitFor();
    const facts = async (article: typeof saved) =>
      Object.fromEntries(
        await article
          .locator('dl > div')
          .evaluateAll((rows) =>
            rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
          ),
      );
    expect(await facts(saved)).toEqual({
      फ़ॉर्मेट: 'सिंगल एलिमिनेशन',
      'कुल टीमें': '8',
      'आमंत्रित / भाग लेने वाली': '0 / 8',
      'हर डिवीज़न से क्वालिफ़ाई': '4',
    });
    expect(await facts(savedFinal)).toEqual({
      फ़ॉर्मेट: 'सिंगल एलिमिनेशन',
      'कुल टीमें': '4',
      'आमंत्रित / भाग लेने वाली': '0 / 0',
      क्वालिफ़ाई: '—',
      'यहाँ से क्वालिफ़ाई': 'ओपन क्वालिफ़ायर · डिवीज़न 1',
    });
    await page.getByRole('button', { name: 'सभी चरण सहेजें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await clipped(page)).toEqual([]);
    await screenshot(page, 'hindi-roadmap-saved-375');
    expect(errors).toEqual([]);
  }, 180_000);
});
