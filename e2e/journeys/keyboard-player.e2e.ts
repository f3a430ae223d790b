import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { checkedInSemiFinal } from '../support/checked-in-semi-final.ts';
import { type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { expectFocus, focusedName, retype, tabTo } from '../support/keyboard.ts';
import { call } from '../support/page-call.ts';
import { publishedTournament } from '../support/published-tournament.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/**
 * A player registers a team, and a captain reports a best-of-3 result, with the keyboard alone: Tab,
 * Enter, Space and typing, never the mouse. After every dialog closes and every page change, the
 * journey checks where focus is. The demo world (seeded) gives the teams and their captains.
 */
describe('players register and report by keyboard alone', () => {
  let app: FreshApp;
  let browser: Browser;
  let organiser: Page;
  const errors: string[] = [];

  /** A person's own browser; the organiser's (setup only) is not watched for console errors. */
  const open = async (watched = true) => {
    const page = await browser.newPage({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    if (!watched) return page;
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return page;
  };

  beforeAll(async () => {
    app = await startFreshApp({ seed: true, env: { DEMO_SIGN_IN: '1' } });
    browser = await launchBrowser();
    organiser = await open(false);
    await signInAsDemo(organiser, app.baseUrl, 'Aarav Mehta', '/galaxia');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    expect(errors).toEqual([]);
  });

  it('a player registers their solo team from the event page', async () => {
    const eventId = await publishedTournament(organiser, app.databaseUrl, {
      name: 'Keyboard Open',
      gameId: 'valorant',
      format: 1,
      phase: { name: 'Open Bracket', format: 'Single Elimination', invitedTeams: 0, participatingTeams: 8 },
      registration: [-1, 1],
    });
    const player = await open();
    // Setup: Riya signs in with Discord and makes her one-player team.
    await signInFresh(player, app, { username: 'Riya' }, '/my-teams');
    await player.evaluate(async () => {
      const form = new FormData();
      form.set('name', 'Riya Solo');
      form.set('gameId', 'valorant');
      const response = await fetch('/api/teams', { method: 'POST', body: form });
      if (!response.ok) throw new Error(`team ${response.status}`);
    });

    // Under test, from the home page: the events list, the event, Register.
    await player.goto(`${app.baseUrl}/events`);
    await player.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(player, /^a: .*Keyboard Open Season 1/, { max: 120 });
    await player.keyboard.press('Enter');
    await player.waitForURL(`${app.baseUrl}/events/${eventId}`);
    await expectFocus(player, /^h1: Keyboard Open Season 1/);

    await tabTo(player, 'button: Register', { max: 80 });
    await player.keyboard.press('Enter');
    const dialog = player.getByRole('dialog', { name: 'Register your team' });
    await dialog.waitFor();
    expect(await focusedName(player)).not.toBe('body');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Escape closes it and hands focus back to Register.
    await player.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(player, 'button: Register');

    await player.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(player, 'select: Team');
    expect(await dialog.getByLabel('Team').inputValue()).not.toBe('');
    // The roster's one player, ticked already: her checkbox is named by its label (avatar initial, name).
    await tabTo(player, /^input: R?Riya$/);
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    await screenshot(player, 'keyboard-register-dialog');
    await tabTo(player, 'button: Register');
    await player.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const panel = player.getByRole('region', { name: 'Registration' });
    await panel.getByText('Registered as Riya Solo').waitFor();
    // Register went with the submit: focus is on the box that now says the team is in.
    await expectFocus(player, /^section: Registration/);
    await screenshot(player, 'keyboard-registered');
  }, 240_000);

  it('a captain reports a best-of-3 semi-final game by game', async () => {
    // Setup: the organiser signs in again (his first session may have ended with the first story).
    await signInAsDemo(organiser, app.baseUrl, 'Aarav Mehta', '/galaxia');
    const kabir = await open();
    const ananya = await open();
    await signInAsDemo(kabir, app.baseUrl, 'Kabir Singh');
    await signInAsDemo(ananya, app.baseUrl, 'Ananya Reddy');
    const eventId = await checkedInSemiFinal(app, { organiser, kabir, ananya }, 'Keyboard Showdown');

    // Under test: from the event's Matches page to the semi-final, and the report, by keyboard.
    await kabir.goto(`${app.baseUrl}/events/${eventId}/matches`);
    await kabir.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(kabir, /^a: .*Mumbai Mavericks.*Hyderabad Hawks|^a: .*Hyderabad Hawks.*Mumbai Mavericks/, {
      max: 120,
    });
    await kabir.keyboard.press('Enter');
    await kabir.waitForURL(/\/matches\/[^/]+$/);
    await expectFocus(kabir, /^h1: /);

    await tabTo(kabir, 'button: Report score', { max: 80 });
    await kabir.keyboard.press('Enter');
    const dialog = kabir.getByRole('dialog');
    await dialog
      .getByText('Best of 3: enter each game in order, up to the one that decided the series.')
      .waitFor();
    const games: [string, string][] = [
      ['13', '9'],
      ['7', '13'],
    ];
    for (const [index, [mumbai, hyderabad]] of games.entries()) {
      await tabTo(kabir, `input: Game ${index + 1}: Mumbai Mavericks score`);
      await retype(kabir, mumbai);
      await tabTo(kabir, `input: Game ${index + 1}: Hyderabad Hawks score`);
      await retype(kabir, hyderabad);
    }
    await tabTo(kabir, 'button: Report score');
    await kabir.keyboard.press('Enter');
    await dialog.getByText('This result does not decide the best of 3: a team needs 2 game wins').waitFor();
    await tabTo(kabir, 'button: Add game', { backwards: true });
    await kabir.keyboard.press('Enter');
    await expectFocus(kabir, 'input: Game 3: Mumbai Mavericks score');
    await retype(kabir, '13');
    await tabTo(kabir, 'input: Game 3: Hyderabad Hawks score');
    await retype(kabir, '11');
    await screenshot(kabir, 'keyboard-report-dialog');
    await tabTo(kabir, 'button: Report score');
    await kabir.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on Report score while the report can still be corrected, or, once it is gone, with
    // the match's actions or the page's heading.
    await expectFocus(kabir, /^(button: Report score|section: Your actions|h1: )/);
    await kabir.getByText('Score reported: the other team confirms or disputes it').first().waitFor();
    await screenshot(kabir, 'keyboard-reported');

    // The other captain confirms by keyboard.
    await ananya.goto(`${app.baseUrl}/events/${eventId}/matches/sf-1`);
    await ananya
      .getByRole('region', { name: /Reported games/ })
      .getByRole('listitem')
      .nth(2)
      .waitFor();
    await tabTo(ananya, 'button: Confirm score', { max: 80 });
    await ananya.keyboard.press('Enter');
    await ananya.getByText('Score confirmed').first().waitFor();
    // Confirm went with the result: focus is with the match's remaining actions, or on the page's heading.
    await expectFocus(ananya, /^(section: Your actions|h1: )/);
    const match = await call<{ status: string; scoreA: number; scoreB: number }>(
      ananya,
      'GET',
      `/api/events/${eventId}/matches/sf-1`,
    );
    expect(match).toMatchObject({ status: 'completed' });
    expect([match.scoreA, match.scoreB].sort()).toEqual([1, 2]);
  }, 240_000);
});
