import type { EventBrackets, EventListPage } from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDesktopPage } from '../support/browser.ts';
import { pageJson } from '../support/page-call.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/**
 * The organiser sets a group stage's tiebreak order in the roadmap form and finds it saved; the public
 * standings of a played group stage say which order ranked them.
 */
describe('tiebreak order in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let tournamentUrl = '';

  const shoot = (name: string) => shootBothWidths(page, `tiebreaks-${name}`);
  const api = <T>(path: string) => pageJson<T>(page, path);

  beforeAll(async () => {
    ({ browser, page } = await openDesktopPage());
  });
  afterAll(() => browser?.close());

  it('orders the tiebreaks of a group stage in the phase form and keeps them after saving', async () => {
    await signInAsDemo(page, baseUrl, 'Aarav Mehta', '/galaxia');
    await page.getByRole('button', { name: 'Create Tournament' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByLabel('Tournament name').fill('Tiebreak Trials');
    await dialog.getByLabel('Season number').fill('1');
    await dialog.getByLabel('Game').selectOption({ label: 'Valorant' });
    await dialog.getByLabel('Discord server').selectOption({ label: 'Valorant India Hub' });
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await page.waitForURL(/\/galaxia\/tournaments\/[0-9a-f-]+\/edit\/basic$/);
    tournamentUrl = page.url().replace(/\/basic$/, '');

    await page.goto(`${tournamentUrl}/roadmap`);
    await page.getByLabel('Format').selectOption('Group Stage');
    await page.getByLabel('Participating teams (registrations)').fill('8');
    await page.getByLabel('Number of groups').fill('2');
    await page.getByLabel('Division 1', { exact: true }).fill('4');

    const order = page.getByRole('list', { name: 'Tiebreak order' });
    const labels = async () =>
      (await order.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/, '').trim());
    expect(await labels()).toEqual(['Points', 'Head-to-head', 'Score difference', 'Seed']);
    await page.getByLabel('Tiebreak to add').selectOption({ label: 'Median Buchholz' });
    await page.getByRole('button', { name: 'Add tiebreak' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Move Median Buchholz up' }).click();
    await page.getByRole('button', { name: 'Remove Score difference' }).click();
    await page.getByRole('button', { name: 'Move Seed up' }).focus();
    await page.keyboard.press('Enter');
    expect(await labels()).toEqual(['Points', 'Median Buchholz', 'Seed', 'Head-to-head']);
    await shoot('phase-form');

    await page.getByRole('button', { name: 'Save Phase' }).click();
    const summary = page.getByRole('article', { name: 'Phase 1 summary' });
    await summary.getByLabel('Valid').waitFor();
    await summary.getByText('Points › Median Buchholz › Seed › Head-to-head').waitFor();

    await page.getByRole('button', { name: 'Create next phase' }).click();
    await page.getByLabel('Phase 1 · Division 1 (4 teams)').check();
    await page.getByLabel('Is this the Last Phase?').click();
    await page.getByRole('button', { name: 'Save all Phases' }).click();
    // Saving the roadmap moves on to the next step: registration comes before the calendar.
    await page.waitForURL(`${tournamentUrl}/registration`);

    const id = tournamentUrl.match(/tournaments\/([0-9a-f-]+)\/edit/)![1]!;
    const stored = await api<{ phases: Array<{ tiebreaks?: string[] }> }>(`/api/getEvent/roadmap/${id}`);
    expect(stored.phases[0]!.tiebreaks).toEqual(['points', 'median-buchholz', 'seed', 'head-to-head']);
    await page.goto(`${tournamentUrl}/roadmap`);
    await page
      .getByRole('article', { name: 'Phase 1 summary' })
      .getByText('Points › Median Buchholz › Seed › Head-to-head')
      .waitFor();
    await shoot('roadmap');
  });

  it('says on the public group tables which order ranked them', async () => {
    // The seeded duel event: its group stage is over (the BGMI season plays lobbies, not groups).
    const list = await api<EventListPage>('/api/events?games=valorant');
    const event = list.items.find((item) => item.title.includes('Valorant Challengers League'))!;
    const brackets = await api<EventBrackets>(`/api/events/${event.id}/brackets`);
    const groups = brackets.phases.find((phase) => phase.format === 'group-stage')!;
    expect(groups.tiebreaks).toEqual(['points', 'head-to-head', 'score-difference', 'seed']);

    await page.goto(`${baseUrl}/events/${event.id}/brackets`);
    await page
      .getByRole('group', { name: 'Bracket format' })
      .getByRole('button', { name: 'Group Stage' })
      .click();
    const first = groups.groupStandings![0]!;
    const table = page.getByRole('main').getByRole('table', { name: first.name, exact: true });
    await table.waitFor();
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(first.rows.map((row) => row.teamName));
    // Under every group's table, and tied to it as its description.
    const line = 'Ranked by Points, then Head-to-head, then Score difference, then Seed';
    expect(await page.getByRole('main').getByText(line).count()).toBe(groups.groupStandings!.length);
    const described = await table.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).innerText()).toBe(line);
    await shoot('public-standings');
  });
});
