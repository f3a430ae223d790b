import { openOrm, Team, TeamMember, Tournament, User } from '@galaxia/core/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import {
  discordIdOf,
  type FreshApp,
  setServerNow,
  signInFresh,
  startFreshApp,
} from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { pngBytes } from '../support/sign-in.ts';

const SERVER = { id: '990000000000000027', name: 'Spike Esports', owner: true };
const TEAM = 'Radiant Seven';
const CAPTAIN = 'Viper Captain';
const MATES = ['Sage', 'Jett', 'Omen', 'Sova', 'Reyna', 'Cypher'];

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * A Valorant 5v5 with 2 substitutes from an empty database: the organiser picks 5v5 and the substitutes
 * on the Basic step; a captain registers a team of 7 from the event page (5 start, 2 substitutes); the
 * captain swaps a substitute in; once the team has checked in (from another tab) the swap is refused
 * with the reason, and the panel then says the roster is locked.
 */
describe('a 5v5 event with substitutes', () => {
  let app: FreshApp;
  let browser: Browser;
  let eventId = '';
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  const person = async (username: string, returnTo: string, guilds?: (typeof SERVER)[]) => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    contexts.push(context);
    const page = await context.newPage();
    watch(page);
    await signInFresh(page, app, { username, ...(guilds ? { guilds } : {}) }, returnTo);
    return page;
  };
  // The refused swap's 409 is logged by Chromium as a failed resource: that one is expected.
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 409'))
        errors.push(message.text());
    });
  };

  beforeAll(async () => {
    app = await startFreshApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('lets the organiser choose 5v5 with up to 2 substitutes on the Basic step', async () => {
    const organiser = await person('Spike Organiser', '/galaxia', [SERVER]);
    const { id } = await call<{ id: string }>(organiser, 'POST', '/api/createEvent', {
      eventName: 'Spike Rush Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      serverId: SERVER.id,
      publishDate: istDate(),
    });
    eventId = id;
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${id}/edit/basic`);
    const format = organiser.getByLabel('Format');
    await format.waitFor();
    expect(await format.locator('option').allTextContents()).toEqual([
      'Select a format',
      'Solo',
      'Duo',
      'Trio',
      'Squad',
      '5v5',
    ]);
    await format.selectOption({ label: '5v5' });
    const substitutes = organiser.getByLabel('Substitutes per team');
    expect(await substitutes.locator('option').allTextContents()).toEqual([
      'No substitutes',
      'Up to 1',
      'Up to 2',
    ]);
    await substitutes.selectOption({ label: 'Up to 2' });
    await organiser.getByLabel('Prize pool').fill('₹50,000');
    await organiser.getByLabel('Event description').fill('Fives with two on the bench.');
    await organiser.getByLabel('Poster', { exact: true }).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await pngBytes(organiser, 1200, 675),
    });
    await organiser.getByRole('img', { name: 'Poster preview' }).waitFor();
    await screenshot(organiser, 'substitutes-basic-step-1280');
    await organiser.getByRole('button', { name: 'Save Changes' }).click();
    await organiser.waitForURL(/\/roadmap$/);
    expect(
      await call<{ format: number; substitutes: number }>(organiser, 'GET', `/api/getEvent/basicInfo/${id}`),
    ).toMatchObject({ format: 5, substitutes: 2 });

    // The roadmap, calendar and registration steps have journeys of their own: set them directly.
    await call(organiser, 'PUT', `/api/updateEvent/roadmap/${id}`, {
      phases: [
        {
          name: 'Final',
          format: 'Single Elimination',
          invitedTeams: 0,
          participatingTeams: 2,
          qualifiedTeams: [],
          qualifyingTeams: [],
          isFinal: true,
        },
      ],
    });
    const planned = await call<{ calendar: { phaseName: string; rounds: { roundName: string }[] }[] }>(
      organiser,
      'GET',
      `/api/getEvent/calendar/${id}`,
    );
    await call(organiser, 'PUT', `/api/updateEvent/calendar/${id}`, {
      calendar: planned.calendar.map((phase) => ({
        ...phase,
        rounds: phase.rounds.map((round) => ({
          ...round,
          startDate: istDate(3),
          endDate: istDate(3),
          startTime: '09:00',
          endTime: '23:00',
        })),
      })),
    });
    await call(organiser, 'PUT', `/api/updateEvent/registration/${id}`, {
      registration: [{ startDate: istDate(-1), endDate: istDate(1), startTime: '00:00', endTime: '12:00' }],
    });
    await call(organiser, 'PUT', `/api/organiser/tournaments/${id}/play-settings`, {
      autoForfeit: true,
      eventCheckIn: true,
    });
    await call(organiser, 'POST', `/api/organiser/tournaments/${id}/publish`);
    await organiser.context().close();
  }, 180_000);

  it('registers a team of 7 from the event page: 5 starters and 2 substitutes', async () => {
    const captain = await person(CAPTAIN, '/my-teams');
    // The team and its six members stand ready (the /my-teams invitations have their own journey).
    const orm = await openOrm(app.databaseUrl);
    try {
      const em = orm.em.fork();
      const lead = await em.findOneOrFail(User, { discordId: discordIdOf({ username: CAPTAIN }) });
      const team = em.create(Team, { name: TEAM, gameId: 'valorant', createdBy: lead.id });
      em.create(TeamMember, { team, user: lead.id, role: 'captain', status: 'active' });
      for (const name of MATES) {
        const user = em.create(User, { discordId: discordIdOf({ username: name }), name });
        em.create(TeamMember, { team, user, role: 'member', status: 'active' });
      }
      await em.flush();
      expect((await em.findOneOrFail(Tournament, { id: eventId })).substitutes).toBe(2);
    } finally {
      await orm.close();
    }

    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    const panel = captain.getByRole('region', { name: 'Registration' });
    await panel.getByRole('button', { name: 'Register' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Register your team' });
    const legend = dialog.getByText(/^Roster: 5 players, up to 2 substitutes/);
    await legend.waitFor();
    expect(await legend.textContent()).toContain('(5/7 picked; the first 5 picked start)');
    expect(await dialog.getByRole('checkbox').count()).toBe(7);
    const pick = (name: string) =>
      dialog.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox');
    await pick('Reyna').check();
    await pick('Cypher').check();
    await dialog.getByRole('listitem').filter({ hasText: 'Cypher' }).getByText('(Substitute)').waitFor();
    expect(await legend.textContent()).toContain('(7/7 picked; the first 5 picked start)');
    await screenshot(captain, 'substitutes-register-1280');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await panel.getByText(`Registered as ${TEAM}`).waitFor();
    const roster = panel.getByRole('list', { name: 'Roster' });
    expect(await roster.getByRole('listitem').allTextContents()).toEqual([
      CAPTAIN,
      'Sage',
      'Jett',
      'Omen',
      'Sova',
      'ReynaSubstitute',
      'CypherSubstitute',
    ]);

    // The public team page marks the substitutes too.
    const visitor = await browser.newPage({ viewport: viewports.desktop });
    watch(visitor);
    await visitor.goto(`${app.baseUrl}/events/${eventId}/teams`);
    await visitor.getByText('7 players (2 substitutes)').waitFor();
    await visitor.close();
  }, 180_000);

  it('lets the captain swap a substitute in before check-in', async () => {
    const captain = contexts.at(-1)!.pages()[0]!;
    const panel = captain.getByRole('region', { name: 'Registration' });
    const swap = panel.getByRole('form', { name: 'Swap a substitute' });
    await swap.getByLabel('Substitute in').selectOption({ label: 'Reyna' });
    await swap.getByLabel('Starter out').selectOption({ label: 'Sova' });
    await screenshot(captain, 'substitutes-swap-1280');
    await swap.getByRole('button', { name: 'Swap in' }).click();
    await captain.getByText('Reyna now starts in place of Sova').waitFor();
    await expect
      .poll(() => panel.getByRole('list', { name: 'Roster' }).getByRole('listitem').allTextContents())
      .toEqual([CAPTAIN, 'Sage', 'Jett', 'Omen', 'Reyna', 'SovaSubstitute', 'CypherSubstitute']);
    await captain.setViewportSize(viewports.mobile);
    await screenshot(captain, 'substitutes-swap-375');
    await captain.setViewportSize(viewports.desktop);
  }, 120_000);

  it('refuses the swap once the team has checked in, and then shows the roster locked', async () => {
    await setServerNow(app.baseUrl, new Date(`${istDate(1)}T13:00:00+05:30`));
    const captain = contexts.at(-1)!.pages()[0]!;
    // Another tab of the captain checks the team in; the first tab still offers the swap.
    const other = await captain.context().newPage();
    watch(other);
    await other.goto(`${app.baseUrl}/events/${eventId}`);
    const otherPanel = other.getByRole('region', { name: 'Registration' });
    await otherPanel.getByRole('button', { name: 'Check in for the event' }).click();
    await otherPanel.getByText('Checked in', { exact: true }).waitFor();
    await other.close();

    const swap = captain.getByRole('form', { name: 'Swap a substitute' });
    await swap.getByLabel('Substitute in').selectOption({ label: 'Cypher' });
    await swap.getByLabel('Starter out').selectOption({ label: 'Omen' });
    await swap.getByRole('button', { name: 'Swap in' }).click();
    await captain
      .getByText('The roster is locked: your team has checked in, so substitutes can no longer swap')
      .first()
      .waitFor();
    await captain.reload();
    const panel = captain.getByRole('region', { name: 'Registration' });
    await panel
      .getByRole('status')
      .getByText('The roster is locked: your team has checked in, so substitutes can no longer swap')
      .waitFor();
    expect(await panel.getByRole('form', { name: 'Swap a substitute' }).count()).toBe(0);
    await screenshot(captain, 'substitutes-locked-1280');
    expect(errors).toEqual([]);
  }, 120_000);
});
