import { openOrm, Tournament } from '@galaxia/core/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const GALAXIA_SERVER = '1075839201746382910';

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * Setup, not under test (the organiser journeys prove these screens): a solo Valorant tournament on the
 * demo server with registration open, made through the API as the dashboard would, published in the database.
 */
async function openTournament(organiser: Page, databaseUrl: string, name: string): Promise<string> {
  const { id } = await call<{ id: string }>(organiser, 'POST', '/api/createEvent', {
    eventName: name,
    seasonNumber: 1,
    gameId: 'valorant',
    serverId: GALAXIA_SERVER,
    publishDate: istDate(),
  });
  await organiser.evaluate(async (tournamentId) => {
    const form = new FormData();
    const info = await (await fetch(`/api/getEvent/basicInfo/${tournamentId}`)).json();
    form.set(
      'tournamentData',
      JSON.stringify({ ...info, format: 1, prizePool: '₹10,000', requiresVerification: false }),
    );
    const response = await fetch(`/api/updateEvent/basicInfo/${tournamentId}`, { method: 'PUT', body: form });
    if (!response.ok) throw new Error(`basic info ${response.status}`);
  }, id);
  await call(organiser, 'PUT', `/api/updateEvent/roadmap/${id}`, {
    phases: [
      {
        name: 'Open Bracket',
        format: 'Single Elimination',
        invitedTeams: 0,
        participatingTeams: 8,
        qualifiedTeams: [],
        qualifyingTeams: [],
        isFinal: true,
      },
    ],
  });
  await call(organiser, 'PUT', `/api/updateEvent/registration/${id}`, {
    registration: [{ startDate: istDate(-1), endDate: istDate(1), startTime: '00:00', endTime: '12:00' }],
  });
  const orm = await openOrm(databaseUrl);
  try {
    await orm.em.fork().nativeUpdate(Tournament, { id }, { lifecycle: 'published', publishedAt: new Date() });
  } finally {
    await orm.close();
  }
  return id;
}

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
    const eventId = await openTournament(organiser, app.databaseUrl, 'Hindi Open');

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
    await mobileMenu.getByText('भाषा').waitFor();
    await screenshot(player, 'hindi-menu-375');
    await player.getByRole('button', { name: 'Close menu' }).click();

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
});
