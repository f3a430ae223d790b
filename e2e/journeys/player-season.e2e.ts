import { openOrm, Tournament } from '@galaxia/core/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, setServerNow, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { pngBytes } from '../support/sign-in.ts';

const SERVER = { id: '990000000000000014', name: 'Season Esports', owner: true };
const TEAMS = 9;
const captainName = (i: number) => `Captain ${i}`;
const mateName = (i: number) => `Mate ${i}`;
const teamName = (i: number) => `Squad ${i}`;

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * A player season from an empty database: an organiser publishes an 8-team single elimination; nine
 * captains create their teams on /my-teams, invite a teammate by name, who accepts; they register from
 * the event page, the ninth lands on the waitlist; a withdrawal promotes it (and tells it so); every
 * team checks in and the organiser starts the phase.
 */
describe('a player season from nothing', () => {
  let app: FreshApp;
  let browser: Browser;
  let organiser: Page;
  let eventId = '';
  const contexts: BrowserContext[] = [];
  const captains: Page[] = [];

  const person = async (username: string, returnTo = '/', guilds?: (typeof SERVER)[]) => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    contexts.push(context);
    const page = await context.newPage();
    await signInFresh(page, app, { username, ...(guilds ? { guilds } : {}) }, returnTo);
    return page;
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

  it('lets the organiser publish an 8-team single elimination with event check-in', async () => {
    organiser = await person('Season Organiser', '/galaxia', [SERVER]);
    const { id } = await call<{ id: string }>(organiser, 'POST', '/api/createEvent', {
      eventName: 'Season Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      serverId: SERVER.id,
      publishDate: istDate(),
    });
    eventId = id;
    const poster = (await pngBytes(organiser, 1200, 675)).toString('base64');
    await organiser.evaluate(
      async ([tournamentId, posterBase64]) => {
        const form = new FormData();
        const info = await (await fetch(`/api/getEvent/basicInfo/${tournamentId}`)).json();
        form.set(
          'tournamentData',
          JSON.stringify({
            ...info,
            format: 2,
            prizePool: '₹20,000',
            eventDescription: 'Eight teams, one night, single elimination.',
            eventPoster: null,
          }),
        );
        const bytes = Uint8Array.from(atob(posterBase64 ?? ''), (char) => char.charCodeAt(0));
        form.set('eventPoster', new Blob([bytes], { type: 'image/png' }), 'poster.png');
        const response = await fetch(`/api/updateEvent/basicInfo/${tournamentId}`, {
          method: 'PUT',
          body: form,
        });
        if (!response.ok) throw new Error(`basic info ${response.status}`);
      },
      [id, poster] as const,
    );
    await call(organiser, 'PUT', `/api/updateEvent/roadmap/${id}`, {
      phases: [
        {
          name: 'Main Event',
          format: 'Single Elimination',
          invitedTeams: 0,
          participatingTeams: 8,
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
        rounds: phase.rounds.map((round, k) => ({
          ...round,
          startDate: istDate(2 + k),
          endDate: istDate(2 + k),
          startTime: '09:00',
          endTime: '23:00',
        })),
      })),
    });
    await call(organiser, 'PUT', `/api/updateEvent/registration/${id}`, {
      registration: [{ startDate: istDate(-1), endDate: istDate(1), startTime: '00:00', endTime: '12:00' }],
    });
    // Verification is the organiser-season setting, not built yet: this event asks for none.
    const orm = await openOrm(app.databaseUrl);
    try {
      await orm.em.fork().nativeUpdate(Tournament, { id }, { requiresVerification: false });
    } finally {
      await orm.close();
    }

    // The organiser publishes from the last edit step, as the organiser-season journey proves in full.
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${id}/edit/publish`);
    await organiser.getByText('Everything is in place.').waitFor();
    await organiser.getByRole('button', { name: 'Publish tournament' }).click();
    await organiser.getByText('Tournament published').first().waitFor();

    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${id}/console`);
    await organiser.getByRole('heading', { name: 'Season Cup' }).waitFor();
    await organiser.getByRole('switch', { name: 'Event check-in' }).click();
    await organiser.getByText('Check-in settings saved').waitFor();
    expect(
      await organiser.getByRole('switch', { name: 'Auto-forfeit no-shows' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('has nine captains create teams on /my-teams, invite a teammate by name who accepts, and register', async () => {
    for (let i = 1; i <= TEAMS; i++) {
      // The teammate signs in first: only people who have signed in can be found.
      const mate = await person(mateName(i), '/my-teams');
      const captain = await person(captainName(i), '/my-teams');
      captains.push(captain);

      await captain.getByRole('button', { name: 'Create Team' }).first().click();
      const create = captain.getByRole('dialog', { name: 'Create Team' });
      await create.getByLabel('Team name').fill(teamName(i));
      await create.getByLabel('Game').selectOption({ label: 'Valorant' });
      await create.getByLabel('Region (optional)').fill('South Asia');
      if (i === 1) await screenshot(captain, 'player-season-create-team-1280');
      await create.getByRole('button', { name: 'Create Team' }).click();
      await captain.getByRole('heading', { name: teamName(i) }).waitFor();
      await captain.getByLabel('Find a player').fill(`mate ${i}`);
      await captain.getByRole('button', { name: `Invite ${mateName(i)}` }).click();
      await captain.getByText(`${mateName(i)} invited`).waitFor();

      await mate.reload();
      const card = mate.getByRole('article', { name: teamName(i) });
      await card.getByText(`You are invited to join ${teamName(i)}.`).waitFor();
      await card.getByRole('button', { name: 'Accept' }).click();
      await mate.getByText(`Welcome to ${teamName(i)}`).waitFor();
      await mate.context().close();

      await captain.goto(`${app.baseUrl}/events/${eventId}`);
      const panel = captain.getByRole('region', { name: 'Registration' });
      const join = i <= 8 ? 'Register' : 'Join the waitlist';
      await panel.getByRole('button', { name: join }).click();
      const dialog = captain.getByRole('dialog', { name: 'Register your team' });
      await dialog.getByRole('checkbox').nth(1).waitFor();
      expect(await dialog.getByRole('checkbox').count()).toBe(2);
      if (i === 1) await screenshot(captain, 'player-season-register-1280');
      if (i === 2) {
        await captain.setViewportSize(viewports.mobile);
        await screenshot(captain, 'player-season-register-375');
        await captain.setViewportSize(viewports.desktop);
      }
      await dialog.getByRole('button', { name: join }).click();
      await panel
        .getByText(i <= 8 ? `Registered as ${teamName(i)}` : `On the waitlist as ${teamName(i)}`)
        .waitFor();
    }
    await captains[8]!.getByText('Position 1').waitFor();
    await screenshot(captains[8]!, 'player-season-waitlisted-1280');
  }, 300_000);

  it('promotes the waitlisted team when a registered one withdraws, and tells it', async () => {
    const leaving = captains[2]!;
    await leaving.reload();
    const withdraw = leaving
      .getByRole('region', { name: 'Registration' })
      .getByRole('button', { name: 'Withdraw' });
    // Withdrawing gives the place away at once: it is confirmed first, and keeping the place changes nothing.
    await withdraw.click();
    const confirm = leaving.getByRole('dialog', { name: 'Withdraw from Season Cup Season 1?' });
    await confirm
      .getByText(
        `${teamName(3)} gives up its place in Season Cup Season 1. The place goes to the next team on the waitlist at once.`,
      )
      .waitFor();
    await screenshot(leaving, 'player-season-withdraw-confirm-1280');
    await leaving.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => withdraw.evaluate((button) => button === document.activeElement)).toBe(true);
    await leaving
      .getByRole('region', { name: 'Registration' })
      .getByText(`Registered as ${teamName(3)}`)
      .waitFor();
    await leaving.setViewportSize(viewports.mobile);
    await withdraw.click();
    await screenshot(leaving, 'player-season-withdraw-confirm-375');
    await confirm.getByRole('button', { name: 'Withdraw team' }).click();
    await leaving.getByText(`${teamName(3)} withdrew`).waitFor();
    await leaving.setViewportSize(viewports.desktop);

    const promoted = captains[8]!;
    await promoted.reload();
    await promoted
      .getByRole('region', { name: 'Registration' })
      .getByText(`Registered as ${teamName(9)}`)
      .waitFor();
    await promoted.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await promoted.getByText('A place opened in Season Cup').waitFor();
    await promoted.getByText(`${teamName(9)} moved up from the waitlist and is now registered.`).waitFor();
    await promoted.keyboard.press('Escape');
  });

  it('has every registered team check in once registration closes, then the organiser starts the phase', async () => {
    await setServerNow(app.baseUrl, new Date(`${istDate(1)}T13:00:00+05:30`));
    for (const [k, captain] of captains.entries()) {
      if (k === 2) continue;
      await captain.reload();
      const panel = captain.getByRole('region', { name: 'Registration' });
      await panel.getByRole('button', { name: 'Check in for the event' }).click();
      await panel.getByText('Checked in').waitFor();
    }
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
    await organiser.getByRole('button', { name: 'Start phase' }).click();
    // Eight teams: the whole bracket (4 + 2 + 1) is drawn at the start.
    await organiser.getByText('Main Event started with 7 matches').waitFor();
    const brackets = await call<{ rounds?: unknown[] }>(organiser, 'GET', `/api/events/${eventId}/matches`);
    expect(JSON.stringify(brackets)).toContain(teamName(9));
    expect(JSON.stringify(brackets)).not.toContain(teamName(3));
  }, 180_000);

  it('looks right on a phone: the registration panel and /my-teams at 375 px', async () => {
    const phone = await browser.newContext({ viewport: viewports.mobile, timezoneId: 'Asia/Kolkata' });
    contexts.push(phone);
    const page = await phone.newPage();
    await signInFresh(page, app, { username: captainName(1) }, '/my-teams');
    // The card's event record loads on its own: shoot once it shows the event, not its placeholder.
    await page
      .getByRole('article', { name: teamName(1) })
      .getByText('Season Cup')
      .waitFor();
    await screenshot(page, 'player-season-my-teams-375');
    await page.goto(`${app.baseUrl}/events/${eventId}`);
    await page
      .getByRole('region', { name: 'Registration' })
      .getByText(`Registered as ${teamName(1)}`)
      .waitFor();
    await screenshot(page, 'player-season-event-375');
    await captains[0]!.goto(`${app.baseUrl}/my-teams`);
    await captains[0]!
      .getByRole('article', { name: teamName(1) })
      .getByText('Season Cup')
      .waitFor();
    await screenshot(captains[0]!, 'player-season-my-teams-1280');
  });
});
