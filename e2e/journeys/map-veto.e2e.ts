import { Match, openOrm, TeamMember, User } from '@galaxia/core/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { discordIdOf, type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';

/** The seeded Valorant India Hub server, whose ongoing Valorant Challengers League is in its quarter-finals. */
const VALORANT_HUB = { id: '1083746501928374650', name: 'Valorant India Hub', owner: true };
const CAPTAINS = ['Veto Captain One', 'Veto Captain Two'];

interface PublicMatch {
  id: string;
  displayId: string;
  name: string;
  teamA: { id: string; name: string } | null;
  teamB: { id: string; name: string } | null;
}

const read = async <T>(app: FreshApp, path: string): Promise<T> => {
  const response = await fetch(`${app.baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
  return (await response.json()) as T;
};

/**
 * The map veto on the web: the organiser narrows the pool to five maps and edits the best-of-3 sequence in
 * the console (a step too many refused first), opens a semi-final's veto, both captains ban,
 * pick and choose sides on the match page, and the public match page and statistics show the maps.
 */
describe('a best-of-3 map veto on the web', () => {
  let app: FreshApp;
  let browser: Browser;
  let organiser: Page;
  const captains: Page[] = [];
  let visitor: Page;
  let eventId = '';
  let semi: PublicMatch;
  const consoleErrors: string[] = [];
  const watch = (page: Page, who: string) => {
    page.on('console', (message) => {
      // The refused save is a step of the story: its 400 is the browser's note of the refusal shown.
      if (message.type() === 'error' && !message.text().includes('status of 400'))
        consoleErrors.push(`${who}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${who}: ${error.message}`));
  };

  beforeAll(async () => {
    app = await startFreshApp({ seed: true });
    browser = await launchBrowser();
    organiser = await browser.newPage({ viewport: viewports.desktop });
    watch(organiser, 'organiser');
    await signInFresh(organiser, app, { username: 'Meera Organiser', guilds: [VALORANT_HUB] }, '/galaxia');
    const events = await read<{ items: { id: string; title: string }[] }>(app, '/events?pageSize=50');
    eventId = events.items.find((event) => event.title.startsWith('Valorant Challengers League'))!.id;
    const matches = await read<{ items: PublicMatch[] }>(app, `/events/${eventId}/matches?pageSize=50`);
    semi = matches.items.find((match) => match.displayId === 'sf-1')!;
    for (const name of CAPTAINS) {
      const page = await browser.newPage({ viewport: viewports.desktop });
      watch(page, name);
      await signInFresh(page, app, { username: name }, '/');
      captains.push(page);
    }
    // The two semi-finalists' captains are these two people (the teams' own rosters are not the story).
    const orm = await openOrm(app.databaseUrl);
    try {
      const em = orm.em.fork();
      for (const [index, name] of CAPTAINS.entries()) {
        const user = await em.findOneOrFail(User, { discordId: discordIdOf({ username: name }) });
        const team = index === 0 ? semi.teamA! : semi.teamB!;
        await em.nativeUpdate(TeamMember, { team: team.id, role: 'captain' }, { role: 'member' });
        em.create(TeamMember, { team: team.id, user, role: 'captain', status: 'active' });
      }
      await em.flush();
      expect(await em.count(Match, { id: semi.id })).toBe(1);
    } finally {
      await orm.close();
    }
    visitor = await browser.newPage({ viewport: viewports.desktop });
    watch(visitor, 'visitor');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the organiser narrows the pool and edits the best-of-3 sequence, one step too many refused', async () => {
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
    const card = organiser
      .getByRole('heading', { name: 'Map veto' })
      .locator('xpath=ancestor::*[contains(@class,"flex-col")][1]');
    await card.getByLabel('Abyss').uncheck();
    await card.getByLabel('Corrode').uncheck();
    await card.getByText('Map pool (5)').waitFor();
    await card.getByRole('tab', { name: 'Best of 3' }).click();
    // The default for five maps: two bans, two picks with their sides, the decider and its side.
    expect(await card.getByRole('list', { name: 'Best of 3 steps' }).getByRole('listitem').count()).toBe(8);
    await card.getByRole('button', { name: 'Add step' }).click();
    await card.getByRole('button', { name: 'Save map veto' }).click();
    await card
      .getByRole('alert')
      .getByText('This sequence bans or picks 6 maps but the pool has only 5')
      .waitFor();
    await card.getByRole('button', { name: 'Remove step 9' }).click();
    // The decider's side goes to team B.
    await card.getByLabel('Step 8', { exact: true }).selectOption({ label: 'Team B chooses side' });
    await card.getByRole('button', { name: 'Save map veto' }).click();
    await organiser.getByText('Map veto settings saved').first().waitFor();
    await screenshot(organiser, 'map-veto-console-settings');
  });

  it('the organiser gives the playoffs their own opening time, then hands them back to the tournament', async () => {
    const card = organiser
      .getByRole('heading', { name: 'Map veto' })
      .locator('xpath=ancestor::*[contains(@class,"flex-col")][1]');
    const scope = card.getByLabel('Settings for');
    const opens = card.getByLabel('The veto opens');
    expect(await opens.inputValue()).toBe('');
    await scope.selectOption({ label: 'Playoffs' });
    await card.getByText('Playoffs uses the tournament’s settings until you save its own.').waitFor();
    // The phase starts from the tournament's settings: the five maps just saved.
    await card.getByText('Map pool (5)').waitFor();
    await opens.selectOption({ label: '1 hour before the match' });
    await card.getByRole('button', { name: 'Save map veto for Playoffs' }).click();
    await organiser.getByText('Map veto settings saved for Playoffs').first().waitFor();
    await card.getByText('Playoffs uses its own settings.').waitFor();
    await screenshot(organiser, 'map-veto-console-phase-override');

    await organiser.reload();
    await scope.selectOption({ label: 'Playoffs (own settings)' });
    expect(await opens.inputValue()).toBe('60');
    await scope.selectOption({ label: 'The whole tournament' });
    expect(await opens.inputValue()).toBe('');
    await scope.selectOption({ label: 'Playoffs (own settings)' });
    await card.getByRole('button', { name: 'Use the tournament’s settings' }).click();
    await organiser.getByText('Playoffs uses the tournament’s settings').first().waitFor();
    await card.getByText('Playoffs uses the tournament’s settings until you save its own.').waitFor();
    expect(await opens.inputValue()).toBe('');
  });

  it('the organiser opens the semi-final veto and the captains run it on the match page', async () => {
    const matchPage = `${app.baseUrl}/events/${eventId}/matches/${semi.id}`;
    await organiser.goto(matchPage);
    await organiser.getByText('The veto opens once both teams have checked in.').waitFor();
    await organiser.getByRole('button', { name: 'Open the veto now' }).click();
    await organiser.getByText('Map veto opened').first().waitFor();
    for (const page of captains) await page.goto(matchPage);
    await visitor.goto(matchPage);
    // The higher seed acts first; find which captain that is from the card.
    const [one, two] = captains as [Page, Page];
    const actor = async () => {
      for (;;) {
        for (const page of [one, two]) {
          if (await page.getByText(/^Your turn/).count()) return page;
        }
        await one.waitForTimeout(200);
      }
    };
    const steps: [string, string][] = [
      ['button', 'Ban Bind'],
      ['button', 'Ban Sunset'],
      ['button', 'Pick Lotus'],
      ['button', 'Attack'],
      ['button', 'Pick Ascent'],
      ['button', 'Defence'],
      ['button', 'Attack'],
    ];
    for (const [, name] of steps) {
      const page = await actor();
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });
    }
    await one.getByText('Veto complete.').waitFor();
    const series = one.getByRole('list', { name: 'Series maps' });
    expect(await series.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Game 1: Lotus'),
      expect.stringContaining('Game 2: Ascent'),
      expect.stringContaining('Game 3: Haven'),
    ]);
    await screenshot(one, 'map-veto-match-page-done');
    // The result form names each game's map, in the veto's order (the match set an hour ago to be
    // reported: the organiser's call, a setup step here).
    await call(organiser, 'POST', `/api/matches/${semi.id}/set-time`, {
      time: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await one.reload();
    await one.getByRole('button', { name: 'Report score' }).click();
    const form = one.getByRole('dialog');
    await form.getByText('Game 1 · Lotus', { exact: true }).waitFor();
    await form.getByText('Game 2 · Ascent', { exact: true }).waitFor();
    // A decider is reported only when the series needs it: adding it shows its map too.
    if ((await form.getByText('Game 3 · Haven', { exact: true }).count()) === 0)
      await form.getByRole('button', { name: 'Add game' }).click();
    await form.getByText('Game 3 · Haven', { exact: true }).waitFor();
    await one.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    // The visitor's page followed live.
    await visitor.getByText('Veto complete.').waitFor();
    await visitor.getByRole('list', { name: 'Series maps' }).getByText('Game 3: Haven').waitFor();
  }, 180_000);

  it('the statistics show the maps picked and banned', async () => {
    await visitor.goto(`${app.baseUrl}/events/${eventId}/stats`);
    const table = visitor.getByRole('region', { name: 'Map picks and bans' });
    await table.getByRole('rowheader', { name: 'Lotus' }).waitFor();
    await visitor.getByRole('region', { name: 'Win rate per map' }).waitFor();
    await screenshot(visitor, 'map-veto-stats');
    expect(consoleErrors).toEqual([]);
  });
});
