import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';

/** The seeded Valorant India Hub server, whose ongoing Valorant Challengers League is in its quarter-finals. */
const VALORANT_HUB = { id: '1083746501928374650', name: 'Valorant India Hub', owner: true };

interface PublicMatch {
  id: string;
  displayId: string;
  name: string;
  status: string;
  round: string;
  teamA: { name: string } | null;
  teamB: { name: string } | null;
  scoreA: number | null;
  scoreB: number | null;
}
interface TeamRow {
  name: string;
  wins: number;
  losses: number;
}

const read = async <T>(app: FreshApp, path: string): Promise<T> => {
  const response = await fetch(`${app.baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
  return (await response.json()) as T;
};

/**
 * An organiser corrects a quarter-final score the winners' captain typed the wrong way round, from the
 * console: the public bracket sends the real winner to the semi-final, the statistics follow, and the
 * console's ruling log says who ruled, when and why. Its own seeded world, so no other journey sees it.
 */
describe('an organiser corrects a mistyped quarter-final in Chromium', () => {
  let app: FreshApp;
  let browser: Browser;
  let organiser: Page;
  let visitor: Page;
  let eventId = '';
  let qf1: PublicMatch;
  let open: PublicMatch;
  let winsBefore = new Map<string, number>();

  beforeAll(async () => {
    app = await startFreshApp({ seed: true });
    browser = await launchBrowser();
    organiser = await browser.newPage({ viewport: viewports.desktop });
    visitor = await browser.newPage({ viewport: viewports.desktop });
    await signInFresh(organiser, app, { username: 'Meera Organiser', guilds: [VALORANT_HUB] }, '/galaxia');
    const events = await read<{ items: { id: string; title: string }[] }>(app, '/events?pageSize=50');
    eventId = events.items.find((event) => event.title.startsWith('Valorant Challengers League'))!.id;
    const matches = await read<{ items: PublicMatch[] }>(app, `/events/${eventId}/matches?pageSize=50`);
    qf1 = matches.items.find((match) => match.displayId === 'qf-1')!;
    open = matches.items.find(
      (match) =>
        match.round === 'Quarter-finals' &&
        match.status !== 'disputed' &&
        match.scoreA === null &&
        match.teamA &&
        match.teamB,
    )!;
    const stats = await read<{ teams: TeamRow[] }>(app, `/events/${eventId}/stats`);
    winsBefore = new Map(stats.teams.map((team) => [team.name, team.wins]));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the mistyped result on the public bracket first', async () => {
    expect(qf1.scoreA).toBeGreaterThan(qf1.scoreB!);
    await visitor.goto(`${app.baseUrl}/events/${eventId}/brackets`);
    await visitor
      .getByRole('link', {
        name: `Quarter-final 1: ${qf1.teamA!.name} ${qf1.scoreA} vs ${qf1.teamB!.name} ${qf1.scoreB}`,
      })
      .waitFor();
    await visitor.getByRole('link', { name: new RegExp(`^Semi-final 1: ${qf1.teamA!.name} `) }).waitFor();
  });

  it('corrects the score from the console with a reason', async () => {
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
    const row = organiser.getByRole('listitem', { name: 'Quarter-final 1' });
    await row.getByRole('button', { name: 'Correct' }).click();
    const dialog = organiser.getByRole('dialog', { name: 'Correct Quarter-final 1' });
    await dialog.getByLabel(qf1.teamA!.name).fill(String(qf1.scoreB));
    await dialog.getByLabel(qf1.teamB!.name).fill(String(qf1.scoreA));
    await dialog
      .getByLabel('Reason')
      .fill('The winners typed the score the wrong way round; the VOD confirms it.');
    await dialog.getByRole('button', { name: 'Correct result' }).click();
    await organiser.getByText('Quarter-final 1 corrected').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const entry = organiser
      .getByRole('region', { name: 'Ruling log' })
      .getByLabel('Result corrected: Quarter-final 1');
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toContain('by Meera Organiser');
    expect(text).toContain(
      `${qf1.scoreA}–${qf1.scoreB} (${qf1.teamA!.name}) → ${qf1.scoreB}–${qf1.scoreA} (${qf1.teamB!.name})`,
    );
    expect(text).toContain('“The winners typed the score the wrong way round; the VOD confirms it.”');
    const at = await entry.locator('time').getAttribute('dateTime');
    expect(Math.abs(Date.parse(at!) - Date.now())).toBeLessThan(5 * 60_000);
    await screenshot(organiser, 'rulings-console-corrected');
  });

  it('updates the public bracket and the statistics', async () => {
    await visitor.reload();
    await visitor
      .getByRole('link', {
        name: `Quarter-final 1: ${qf1.teamA!.name} ${qf1.scoreB} vs ${qf1.teamB!.name} ${qf1.scoreA}`,
      })
      .waitFor();
    await visitor.getByRole('link', { name: new RegExp(`^Semi-final 1: ${qf1.teamB!.name} `) }).waitFor();
    await screenshot(visitor, 'rulings-bracket-after-correction');

    const stats = await read<{ teams: TeamRow[] }>(app, `/events/${eventId}/stats`);
    const winner = stats.teams.find((team) => team.name === qf1.teamB!.name)!;
    const loser = stats.teams.find((team) => team.name === qf1.teamA!.name)!;
    expect(winner.wins).toBe(winsBefore.get(winner.name)! + 1);
    expect(loser.wins).toBe(winsBefore.get(loser.name)! - 1);
    await visitor.goto(`${app.baseUrl}/events/${eventId}/stats`);
    const row = visitor.getByRole('row', { name: new RegExp(qf1.teamB!.name) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 3)).toEqual([String(winner.wins), String(winner.losses)]);
  });

  it('forfeits a team of an open match from the console: confirm dialog, toast and audit entry', async () => {
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
    const row = organiser
      .getByRole('region', { name: 'Open matches' })
      .getByRole('listitem', { name: open.name });
    const opener = row.getByRole('button', { name: 'Forfeit' });
    // Cancelling changes nothing and hands focus back to the button that opened the dialog.
    await opener.click();
    const dialog = organiser.getByRole('dialog', { name: `Forfeit in ${open.name}` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);

    await opener.press('Enter');
    await dialog.getByLabel('Who forfeits').selectOption({ label: open.teamB!.name });
    await dialog.getByLabel('Reason').fill('Did not turn up within the 15 minutes the rulebook allows.');
    await screenshot(organiser, 'rulings-console-forfeit-dialog');
    await dialog.getByRole('button', { name: 'Confirm forfeit' }).click();
    await organiser.getByText(`${open.name}: ${open.teamB!.name} forfeited`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const entry = organiser.getByRole('region', { name: 'Ruling log' }).getByLabel(`Forfeit: ${open.name}`);
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toContain('by Meera Organiser');
    expect(text).toContain('“Did not turn up within the 15 minutes the rulebook allows.”');
    const after = await read<PublicMatch & { status: string; winner: string | null }>(
      app,
      `/events/${eventId}/matches/${open.id}`,
    );
    expect(after).toMatchObject({ status: 'completed', winner: 'A' });
    await screenshot(organiser, 'rulings-console-forfeited');
  });
});
