import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { checkedInSemiFinal } from '../support/checked-in-semi-final.ts';
import { type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { publishedTournament } from '../support/published-tournament.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/**
 * A player reads the site in Hindi on a 375 px phone: the header's switch turns the event page into
 * Hindi at once, the server draws the next load in Hindi too (her account keeps the choice), and the
 * registration dialog opens in Hindi, in the app's Devanagari font, with nothing wider than the screen.
 */
describe('the event page in Hindi', () => {
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

  it('switches in the header, stays Hindi on reload, and registers in Hindi', async () => {
    const organiser = await browser.newPage({ viewport: viewports.desktop });
    await signInAsDemo(organiser, app.baseUrl, 'Aarav Mehta', '/galaxia');
    const eventId = await publishedTournament(organiser, app.databaseUrl, {
      name: 'Hindi Open',
      gameId: 'valorant',
      format: 1,
      phase: { name: 'Open Bracket', format: 'Single Elimination', invitedTeams: 0, participatingTeams: 8 },
      registration: [-1, 1],
    });

    const player = await browser.newPage({ viewport: viewports.mobile, timezoneId: 'Asia/Kolkata' });
    player.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${player.url()}: ${message.text()}`);
    });
    player.on('pageerror', (error) => errors.push(`${player.url()}: ${error.message}`));
    // Setup: Meera signs in with Discord and makes her one-player team.
    await signInFresh(player, app, { username: 'Meera' }, '/my-teams');
    await player.evaluate(async () => {
      const form = new FormData();
      form.set('name', 'Meera Solo');
      form.set('gameId', 'valorant');
      const response = await fetch('/api/teams', { method: 'POST', body: form });
      if (!response.ok) throw new Error(`team ${response.status}`);
    });

    await player.goto(`${app.baseUrl}/events/${eventId}`);
    const english = player.getByRole('region', { name: 'Registration' });
    await english.getByText('Registration is open').waitFor();
    // On a phone the switch sits in the header's menu.
    await player.getByRole('button', { name: 'Open menu' }).click();
    const mobileMenu = player.getByRole('navigation', { name: 'Mobile' });
    await screenshot(player, 'hindi-menu-375-before');
    await mobileMenu.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    // The menu itself now reads in Hindi: its name, its links and its button.
    const hindiMenu = player.getByRole('navigation', { name: 'मोबाइल मेनू' });
    await hindiMenu.getByText('भाषा').waitFor();
    await hindiMenu.getByRole('link', { name: 'इवेंट' }).waitFor();
    await screenshot(player, 'hindi-menu-375');
    await player.getByRole('button', { name: 'मेनू बंद करें' }).click();
    await player.getByRole('navigation', { name: 'फ़ुटर' }).getByText('हमारे बारे में').waitFor();

    const panel = player.getByRole('region', { name: 'पंजीकरण' });
    await panel.getByText('पंजीकरण खुला है').waitFor();
    await panel.getByText('8 में से 0 स्थान भर चुके').waitFor();
    expect(await player.evaluate(() => document.documentElement.lang)).toBe('hi');
    await player.getByRole('navigation', { name: 'इवेंट के पेज' }).getByText('ब्रैकेट').waitFor();

    // The account keeps the choice: the server draws the next load in Hindi (its <html lang> too).
    const html = await (await player.request.get(`${app.baseUrl}/events/${eventId}`)).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('पंजीकरण खुला है');
    await player.reload();
    await panel.getByText('पंजीकरण खुला है').waitFor();
    await screenshot(player, 'hindi-event-375');

    await panel.getByRole('button', { name: 'पंजीकरण करें' }).click();
    const dialog = player.getByRole('dialog', { name: 'अपनी टीम का पंजीकरण करें' });
    await dialog.getByText('8 में से 8 स्थान बाकी हैं।').waitFor();
    await dialog.getByText(/^रोस्टर: 1 खिलाड़ी/).waitFor();
    await dialog.getByRole('button', { name: 'रद्द करें' }).waitFor();
    await player.evaluate(() => document.fonts.ready);
    const fonts = await player.evaluate(() =>
      [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
    );
    expect(fonts.some((family) => family.includes('Noto Sans Devanagari'))).toBe(true);
    // Nothing wider than the phone: a longer Hindi label grows its button instead of clipping.
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(player, 'hindi-register-375');

    await dialog.getByRole('button', { name: 'पंजीकरण करें' }).click();
    await panel.getByText('Meera Solo के रूप में पंजीकृत').waitFor();
    await screenshot(player, 'hindi-registered-375');
    expect(errors).toEqual([]);
  });

  it('reports a best-of-3 result from the match page in Hindi', async () => {
    // Setup, as the keyboard journey does (it proves these steps): four invited squads, Mumbai (Kabir)
    // meets Hyderabad (Ananya) in the first semi-final, set a minute ahead, both check in, the clock passes it.
    const organiser = await browser.newPage({ viewport: viewports.desktop });
    await signInAsDemo(organiser, app.baseUrl, 'Aarav Mehta', '/galaxia');
    const kabir = await browser.newPage({ viewport: viewports.mobile, timezoneId: 'Asia/Kolkata' });
    kabir.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${kabir.url()}: ${message.text()}`);
    });
    kabir.on('pageerror', (error) => errors.push(`${kabir.url()}: ${error.message}`));
    const ananya = await browser.newPage({ viewport: viewports.desktop });
    await signInAsDemo(kabir, app.baseUrl, 'Kabir Singh');
    await signInAsDemo(ananya, app.baseUrl, 'Ananya Reddy');
    const eventId = await checkedInSemiFinal(app, { organiser, kabir, ananya }, 'Hindi Showdown');
    // Kabir reads the site in Hindi (the switch itself is the first story's).
    await call(kabir, 'PUT', '/api/settings/language', { language: 'hi' });

    // Under test: the match page, drawn by the server in Hindi, and the report through its form.
    await kabir.goto(`${app.baseUrl}/events/${eventId}/matches/sf-1`);
    const actions = kabir.getByRole('region', { name: 'आपके विकल्प टीम प्रतिनिधि के रूप में' });
    await actions.waitFor();
    // The engine's round name is said in Hindi; the organiser's phase name stays as written.
    await kabir.getByText('Showdown · सेमीफ़ाइनल ·', { exact: false }).waitFor();
    await kabir.getByRole('region', { name: 'स्कोर' }).getByText('तय', { exact: true }).waitFor();
    await kabir.getByRole('region', { name: 'टीम B का रोस्टर' }).waitFor();
    await kabir.getByRole('banner').getByRole('button', { name: 'खाता' }).waitFor();
    await kabir.getByRole('region', { name: 'चेक-इन' }).getByText('Mumbai Mavericks: चेक-इन हो गया').waitFor();
    await kabir.getByRole('link', { name: 'मैचों पर वापस जाएँ' }).waitFor();
    await screenshot(kabir, 'hindi-match-375');

    await actions.getByRole('button', { name: 'स्कोर रिपोर्ट करें' }).click();
    const dialog = kabir.getByRole('dialog', { name: 'स्कोर रिपोर्ट करें' });
    await dialog.getByText('3 में से सर्वश्रेष्ठ: हर गेम क्रम से डालें, सीरीज़ तय करने वाले गेम तक।').waitFor();
    await dialog.getByRole('button', { name: 'गेम जोड़ें' }).waitFor();
    await dialog.getByRole('button', { name: 'रद्द करें' }).waitFor();
    await dialog.getByRole('button', { name: 'बंद करें' }).waitFor();
    const games: [string, string][] = [
      ['13', '9'],
      ['13', '7'],
    ];
    for (const [index, [mumbai, hyderabad]] of games.entries()) {
      await dialog.getByLabel(`गेम ${index + 1}: Mumbai Mavericks का स्कोर`).fill(mumbai);
      await dialog.getByLabel(`गेम ${index + 1}: Hyderabad Hawks का स्कोर`).fill(hyderabad);
    }
    // A longer Hindi label grows its field and button instead of clipping: nothing wider than the phone.
    expect(await kabir.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const overflowing = await dialog.evaluate((element) =>
      [...element.querySelectorAll('button, label, legend')]
        .filter((node) => node.scrollWidth > node.clientWidth + 1)
        .map((node) => node.textContent),
    );
    expect(overflowing).toEqual([]);
    await screenshot(kabir, 'hindi-report-375');
    await dialog.getByRole('button', { name: 'स्कोर रिपोर्ट करें' }).click();
    await dialog.waitFor({ state: 'detached' });
    await kabir.getByText('स्कोर रिपोर्ट हुआ: दूसरी टीम इसकी पुष्टि करेगी या आपत्ति').first().waitFor();
    const reported = kabir.getByRole('region', { name: /रिपोर्ट किए गए गेम/ });
    await reported.getByRole('listitem').nth(1).waitFor();
    await reported.getByText('गेम 2', { exact: true }).waitFor();
    await screenshot(kabir, 'hindi-reported-375');

    const match = await call<{ games: { scoreA: number; scoreB: number }[] }>(
      ananya,
      'GET',
      `/api/events/${eventId}/matches/sf-1`,
    );
    // Mumbai's scores as typed, whichever side the bracket put it on.
    expect(match.games.map((game) => [game.scoreA, game.scoreB].sort((x, y) => x - y))).toEqual([
      [9, 13],
      [7, 13],
    ]);
    expect(errors).toEqual([]);
  }, 240_000);
});
