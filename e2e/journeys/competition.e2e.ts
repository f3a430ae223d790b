import { openOrm, Tournament } from '@galaxia/core/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { type FreshApp, setServerNow, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const GALAXIA_SERVER = '1075839201746382910';
const TEAMS = ['Mumbai Mavericks', 'Hyderabad Hawks', 'Delhi Dragons', 'Bengaluru Blaze'];

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** A `datetime-local` value in IST, the first whole minute at least 20 s ahead (the form has minute precision). */
function istSoon(): { value: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { value: `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`, at };
}

/**
 * A semi-final played by the two teams' captains in the browser: one proposes a time, the other accepts;
 * one reports, the other confirms; the public bracket then shows the winner in the final.
 */
describe('a match played by its team reps in Chromium', () => {
  // Its own seeded app: this journey moves the server's clock, which the shared app's journeys must not see.
  let app: FreshApp;
  let baseUrl = '';
  let browser: Browser;
  let organiser: Page;
  let kabir: Page;
  let ananya: Page;
  let visitor: Page;
  let eventId = '';

  beforeAll(async () => {
    app = await startFreshApp({ seed: true, env: { DEMO_SIGN_IN: '1' } });
    baseUrl = app.baseUrl;
    browser = await launchBrowser();
    const open = () => browser.newPage({ viewport: viewports.desktop });
    organiser = await open();
    kabir = await open();
    ananya = await open();
    visitor = await open();
    await signInAsDemo(organiser, baseUrl, 'Aarav Mehta', '/galaxia');
    await signInAsDemo(kabir, baseUrl, 'Kabir Singh');
    await signInAsDemo(ananya, baseUrl, 'Ananya Reddy');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sets up a four-team knockout whose semi-finals can be played today', async () => {
    const { id } = await call<{ id: string }>(organiser, 'POST', '/api/createEvent', {
      eventName: 'Galaxia Showdown',
      seasonNumber: 1,
      gameId: 'bgmi',
      serverId: GALAXIA_SERVER,
      publishDate: istDate(),
    });
    eventId = id;
    await organiser.evaluate(async (tournamentId) => {
      const form = new FormData();
      const info = await (await fetch(`/api/getEvent/basicInfo/${tournamentId}`)).json();
      // Verified accounts are the entry-verification journey's subject: these invited squads play unverified.
      form.set(
        'tournamentData',
        JSON.stringify({ ...info, format: 4, prizePool: '₹50,000', requiresVerification: false }),
      );
      const response = await fetch(`/api/updateEvent/basicInfo/${tournamentId}`, {
        method: 'PUT',
        body: form,
      });
      if (!response.ok) throw new Error(`basic info ${response.status}`);
    }, id);
    await call(organiser, 'PUT', `/api/updateEvent/roadmap/${id}`, {
      phases: [
        {
          name: 'Showdown',
          format: 'Single Elimination',
          invitedTeams: 4,
          participatingTeams: 0,
          qualifiedTeams: [],
          qualifyingTeams: [],
          isFinal: true,
        },
      ],
    });
    const planned = await call<{
      calendar: { phaseName: string; rounds: { roundName: string; roundKey?: string }[] }[];
    }>(organiser, 'GET', `/api/getEvent/calendar/${id}`);
    await call(organiser, 'PUT', `/api/updateEvent/calendar/${id}`, {
      calendar: planned.calendar.map((phase) => ({
        ...phase,
        rounds: phase.rounds.map((round) => ({
          ...round,
          startDate: istDate(-1),
          endDate: istDate(1),
          startTime: '00:00',
          endTime: '23:59',
        })),
      })),
    });
    await call(organiser, 'PUT', `/api/updateEvent/registration/${id}`, {
      // Registration closed before the first round opened (the calendar refuses the reverse).
      registration: [{ startDate: istDate(-3), endDate: istDate(-2), startTime: '09:00', endTime: '18:00' }],
    });
    // Publishing (poster, checklist, Publish step) is the organiser-season journey's to prove.
    const orm = await openOrm(app.databaseUrl);
    try {
      await orm.em
        .fork()
        .nativeUpdate(Tournament, { id }, { lifecycle: 'published', publishedAt: new Date() });
    } finally {
      await orm.close();
    }
    const bgmi = await call<{ items: { id: string; title: string }[] }>(
      organiser,
      'GET',
      '/api/events?games=bgmi',
    );
    const masters = bgmi.items.find((event) => event.title.startsWith('BGMI Masters'));
    const teams = await call<{ items: { id: string; name: string }[] }>(
      organiser,
      'GET',
      `/api/events/${masters?.id}/teams?pageSize=50`,
    );
    // Delhi Dragons and Bengaluru Blaze have no captain in the demo world, and an invitation waits for
    // its captain's answer: the organiser enters squads he captains under those names.
    const ownTeams = new Map<string, string>();
    for (const name of TEAMS.slice(2)) {
      const created = await organiser.evaluate(async (teamName) => {
        const form = new FormData();
        form.append('name', teamName);
        form.append('gameId', 'bgmi');
        const response = await fetch('/api/teams', { method: 'POST', body: form });
        return (await response.json()) as { id: string };
      }, name);
      ownTeams.set(name, created.id);
    }
    const invitations = new Map<string, string>();
    for (const name of TEAMS) {
      const teamId = ownTeams.get(name) ?? teams.items.find((t) => t.name === name)?.id;
      const invitation = await call<{ id: string; status: string }>(
        organiser,
        'POST',
        `/api/organiser/tournaments/${id}/invitations`,
        { teamId },
      );
      expect(invitation.status).toBe('pending');
      invitations.set(name, invitation.id);
    }
    // Kabir and Ananya accept on their My Teams page, in the order the seeding below expects.
    for (const [captain, team] of [
      [kabir, 'Mumbai Mavericks'],
      [ananya, 'Hyderabad Hawks'],
    ] as const) {
      await captain.goto(`${baseUrl}/my-teams`);
      const offer = captain.getByRole('listitem', { name: 'Invitation to Galaxia Showdown' });
      await offer
        .getByText(`${team} is invited. Accept to enter the team with its active players.`)
        .waitFor();
      if (team === 'Mumbai Mavericks') await screenshot(captain, 'tournament-invitation-1280');
      await offer.getByRole('button', { name: 'Accept' }).click();
      await captain.getByText(`${team} is entered in Galaxia Showdown`).waitFor();
      await offer.waitFor({ state: 'detached' });
    }
    for (const name of TEAMS.slice(2)) {
      await call(organiser, 'POST', `/api/tournament-invitations/${invitations.get(name)}/accept`);
    }
  });

  it('starts the phase from the organiser console with a manual seed order', async () => {
    await organiser.goto(`${baseUrl}/galaxia/tournaments/${eventId}/console`);
    await organiser.getByRole('heading', { name: 'Galaxia Showdown' }).waitFor();
    // "Seed by rating" lists the order it would give, strongest first, with each team's rating beside it.
    await organiser.getByLabel('Seeding').selectOption('rating');
    const byRating = organiser.getByRole('list', { name: 'Seed order by rating for Showdown' });
    await byRating.waitFor();
    const rated = (await byRating.getByRole('listitem').allInnerTexts()).map((line) =>
      line
        .split(/\s+/)
        .join(' ')
        .match(/^(\d) (.+) Rating (-?\d+\.\d)$/),
    );
    expect(rated.map((line) => line?.[1])).toEqual(['1', '2', '3', '4']);
    expect(rated.map((line) => line?.[2]).sort()).toEqual([...TEAMS].sort());
    const strengths = rated.map((line) => Number(line?.[3]));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    await screenshot(organiser, 'competition-seed-by-rating-1280');
    await organiser.getByLabel('Seeding').selectOption('manual');
    // Invited order is Mumbai, Hyderabad, Delhi, Bengaluru; seeds 1 v 4 and 2 v 3 meet in the semi-finals.
    await organiser.getByRole('button', { name: 'Move Hyderabad Hawks down' }).click();
    await organiser.getByRole('button', { name: 'Move Hyderabad Hawks down' }).click();
    await screenshot(organiser, 'competition-console-1280');
    await organiser.getByRole('button', { name: 'Start phase' }).click();
    await organiser.getByText('Showdown started with 3 matches').waitFor();
  });

  it('lets one rep propose a time and the other accept it', async () => {
    const soon = istSoon();
    // The server runs ten minutes behind while the reps agree, so a slow machine never turns the
    // proposed time into a past one; check-in (30 minutes before) is already open.
    await setServerNow(baseUrl, new Date(Date.now() - 10 * 60_000));
    await kabir.goto(`${baseUrl}/events/${eventId}/matches/sf-1`);
    await kabir.getByRole('button', { name: 'Propose a time' }).click();
    await kabir.getByLabel('Date and time (IST)').fill(soon.value);
    await kabir.getByRole('dialog').getByRole('button', { name: 'Propose a time' }).click();
    await kabir.getByRole('dialog').waitFor({ state: 'detached' });

    await ananya.goto(`${baseUrl}/events/${eventId}/matches/sf-1`);
    await ananya.getByRole('button', { name: 'Accept proposed time' }).click();
    await ananya.getByText('Time accepted: the match is scheduled').waitFor();
    await screenshot(ananya, 'competition-match-scheduled-1280');
    // Both teams check in before the start, or the match goes to the organiser as a no-show.
    await ananya.getByRole('button', { name: 'Check in Hyderabad Hawks' }).click();
    await ananya.getByText('Hyderabad Hawks: checked in').waitFor();
    await kabir.reload();
    await kabir.getByRole('button', { name: 'Check in Mumbai Mavericks' }).click();
    await kabir.getByText('Mumbai Mavericks: checked in').waitFor();
    // A score can only be reported once the match has started: the server's clock moves past its time.
    await setServerNow(baseUrl, new Date(soon.at + 60_000));
  });

  it('lets one rep report and the other confirm; the public bracket shows the winner in the final without a reload', async () => {
    await visitor.goto(`${baseUrl}/events/${eventId}/brackets`);
    await visitor.getByText('Delhi Dragons').first().waitFor();

    await kabir.reload();
    // Semi-finals are best of 3 by the rulebook: the result is reported game by game.
    await kabir.getByRole('button', { name: 'Report score' }).click();
    const dialog = kabir.getByRole('dialog');
    await dialog
      .getByText('Best of 3: enter each game in order, up to the one that decided the series.')
      .waitFor();
    await dialog.getByLabel('Game 1: Mumbai Mavericks score').fill('13');
    await dialog.getByLabel('Game 1: Hyderabad Hawks score').fill('9');
    await dialog.getByLabel('Game 2: Mumbai Mavericks score').fill('7');
    await dialog.getByLabel('Game 2: Hyderabad Hawks score').fill('13');
    await dialog.getByRole('button', { name: 'Report score' }).click();
    await dialog.getByText('This result does not decide the best of 3: a team needs 2 game wins').waitFor();
    await dialog.getByRole('button', { name: 'Add game' }).click();
    await dialog.getByLabel('Game 3: Mumbai Mavericks score').fill('13');
    await dialog.getByLabel('Game 3: Hyderabad Hawks score').fill('11');
    await screenshot(kabir, 'competition-report-games-dialog-1280');
    await dialog.getByRole('button', { name: 'Report score' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The other captain checks the games before confirming.
    await ananya.reload();
    const games = ananya.getByRole('region', { name: /Reported games/ });
    await games.getByRole('listitem').nth(2).waitFor();
    await screenshot(ananya, 'competition-confirm-games-1280');
    expect(await games.getByRole('listitem').allTextContents()).toEqual([
      'Game 1Mumbai Mavericks 13 : 9 Hyderabad Hawks',
      'Game 2Mumbai Mavericks 7 : 13 Hyderabad Hawks',
      'Game 3Mumbai Mavericks 13 : 11 Hyderabad Hawks',
    ]);
    await ananya.getByRole('button', { name: 'Confirm score' }).click();
    await ananya.getByRole('button', { name: 'Confirm score' }).waitFor({ state: 'detached' });
    const match = await call<{ status: string; scoreA: number; scoreB: number }>(
      ananya,
      'GET',
      `/api/events/${eventId}/matches/sf-1`,
    );
    expect(match).toMatchObject({ status: 'completed', scoreA: 2, scoreB: 1 });

    const brackets = await call<{
      phases: { bracket: { rounds: { matches: { id: string; teams: ({ name: string } | null)[] }[] }[] } }[];
    }>(visitor, 'GET', `/api/events/${eventId}/brackets`);
    const final = brackets.phases[0]?.bracket.rounds
      .flatMap((round) => round.matches)
      .find((m) => m.id === 'final');
    expect(final?.teams.map((team) => team?.name ?? null)).toContain('Mumbai Mavericks');
    // The visitor's open bracket page updates by itself (server-sent events).
    await visitor
      .getByRole('link', { name: /final/i })
      .filter({ hasText: 'Mumbai Mavericks' })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(visitor, 'competition-bracket-advanced-1280');
  });
});
