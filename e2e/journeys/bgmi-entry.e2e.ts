import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openOrm, Team, TeamMember, User } from '@galaxia/core/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { addressOf, discordIdOf, type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { followMailLink } from '../support/outbox.ts';
import { call } from '../support/page-call.ts';

const SERVER = { id: '990000000000000031', name: 'Erangel Esports', owner: true };
const EVENT = 'Erangel Open';
const PASSWORD = 'a long enough passphrase';
const SQUAD = 'Lotus Squad';
const CAPTAIN = 'Kiran Lotus';
const MATES = ['Devi Lotus', 'Arun Lotus', 'Meena Lotus'];
const SECOND = 'Pochinki Four';
const SECOND_PLAYERS = ['Ravi Pochinki', 'Sana Pochinki', 'Tara Pochinki', 'Vik Pochinki'];
const REJECTION = 'The player ID is not visible in the video';

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** A one-second H.264 clip, recorded by ffmpeg once for the journey (a real video, like a phone's). */
function recordClip(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'galaxia-clip-')), 'proof.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x1e1b4b:s=320x240:d=1'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  return readFileSync(file);
}

/**
 * Issue 27, "Must show": a BGMI event that requires verified accounts, from an empty database. Four new
 * email players sign up; one builds a squad and invites the other three by name; all four send videos
 * from the player page; the captain applies; the organiser approves the four videos in Pending reviews;
 * the team is registered and its captain notified. A second squad is rejected once, re-sends the video
 * and gets in. Every step is a click in the browser.
 */
describe('a BGMI squad gets in through verification from an empty database', () => {
  let app: FreshApp;
  let browser: Browser;
  let clip: Buffer;
  let eventId = '';
  let organiser: Page;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const idOf = new Map<string, string>();

  const newPage = async (name: string) => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    contexts.push(context);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf({ username: name }) });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${name}: ${message.text()}`);
    });
    return page;
  };

  const emailPlayer = async (name: string) => {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`;
    const page = await newPage(name);
    await page.goto(`${app.baseUrl}/sign-up`);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your email: we sent you a link to verify your address.').waitFor();
    await followMailLink(page, app.baseUrl, email, 'Verify your email for Galaxia');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    const form = page.getByRole('form', { name: 'Sign in with email' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(`Signed in as ${name}`).first().waitFor();
    return page;
  };

  const sendVideo = async (page: Page, name: string, resend = false) => {
    const playerId = idOf.get(name) ?? String(5_100_000_000 + idOf.size * 7_919);
    idOf.set(name, playerId);
    await page.goto(`${app.baseUrl}/settings/game-accounts`);
    await page.getByRole('heading', { name: 'Game accounts' }).waitFor();
    await page.getByRole('button', { name: 'BGMI video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify BGMI account' });
    await dialog.getByLabel('Player ID').fill(playerId);
    await dialog.getByLabel('In-game name').fill(name.replace(/\s+/g, ''));
    await dialog
      .getByLabel('Video upload')
      .setInputFiles({ name: resend ? 'again.mp4' : 'proof.mp4', mimeType: 'video/mp4', buffer: clip });
    await dialog.getByRole('button', { name: 'Submit Verification' }).click();
    await page.getByText('Video submitted: an organiser will review it.').first().waitFor();
    await page.getByRole('row').filter({ hasText: playerId }).getByText('Pending').waitFor();
  };

  const apply = async (captain: Page, team: string) => {
    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    const panel = captain.getByRole('region', { name: 'Registration' });
    await panel.getByRole('button', { name: 'Register' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Register your team' });
    await dialog.getByRole('checkbox').nth(3).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await panel.getByText(`${team} applied: awaiting verification`).waitFor();
    return panel;
  };

  const reviewCard = (name: string) =>
    organiser
      .getByRole('region', { name: 'Pending reviews' })
      .getByRole('listitem')
      .filter({ has: organiser.getByRole('heading', { name, exact: true }) });

  const approve = async (name: string) => {
    await reviewCard(name).getByRole('button', { name: 'Approve' }).click();
    await organiser.getByText(`${name} verified`).first().waitFor();
    await reviewCard(name).waitFor({ state: 'detached' });
  };

  const bellSays = async (page: Page, texts: string[]) => {
    await page.reload();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const list = page.getByRole('list', { name: 'Notifications' });
    for (const text of texts) await list.getByText(text).first().waitFor();
    await page.keyboard.press('Escape');
  };

  beforeAll(async () => {
    clip = recordClip();
    app = await startFreshApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('has an organiser publish a BGMI squad event that requires verified accounts, with no poster uploaded', async () => {
    organiser = await newPage('Erangel Organiser');
    await signInFresh(organiser, app, { username: 'Erangel Organiser', guilds: [SERVER] }, '/galaxia');
    // Setting up the event has journeys of its own: this one starts from a published event.
    const { id } = await call<{ id: string }>(organiser, 'POST', '/api/createEvent', {
      eventName: EVENT,
      seasonNumber: 1,
      gameId: 'bgmi',
      serverId: SERVER.id,
      publishDate: istDate(),
    });
    eventId = id;
    const info = await call<Record<string, unknown>>(organiser, 'GET', `/api/getEvent/basicInfo/${id}`);
    expect(info.requiresVerification).toBe(true);
    const form = {
      ...info,
      format: 4,
      prizePool: '500000',
      eventDescription: 'Squads, verified players only.',
    };
    await organiser.evaluate(
      async ([tournamentId, data]) => {
        const body = new FormData();
        body.set('tournamentData', JSON.stringify(data));
        const response = await fetch(`/api/updateEvent/basicInfo/${tournamentId}`, { method: 'PUT', body });
        if (!response.ok) throw new Error(await response.text());
      },
      [id, form] as const,
    );
    await call(organiser, 'PUT', `/api/updateEvent/roadmap/${id}`, {
      phases: [
        {
          name: 'Final',
          format: 'Single Elimination',
          invitedTeams: 0,
          participatingTeams: 4,
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
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${id}/edit/publish`);
    await organiser.getByText('Everything is in place.').waitFor();
    await organiser.getByRole('button', { name: 'Publish tournament' }).click();
    await organiser.getByText('Tournament published').first().waitFor();
  }, 120_000);

  it('has four email players sign up, build a squad by name, send videos, apply and get registered', async () => {
    const mates: Page[] = [];
    for (const name of MATES) mates.push(await emailPlayer(name));
    const captain = await emailPlayer(CAPTAIN);

    await captain.goto(`${app.baseUrl}/my-teams`);
    await captain.getByRole('button', { name: 'Create Team' }).first().click();
    const create = captain.getByRole('dialog', { name: 'Create Team' });
    await create.getByLabel('Team name').fill(SQUAD);
    await create.getByLabel('Game').selectOption({ label: 'BGMI' });
    await create.getByRole('button', { name: 'Create Team' }).click();
    await captain.getByRole('heading', { name: SQUAD }).waitFor();
    for (const name of MATES) {
      await captain.getByLabel('Find a player').fill(name.split(' ')[0]!);
      await captain.getByRole('button', { name: `Invite ${name}` }).click();
      await captain.getByText(`${name} invited`).first().waitFor();
    }
    for (const [index, mate] of mates.entries()) {
      await mate.goto(`${app.baseUrl}/my-teams`);
      const card = mate.getByRole('article', { name: SQUAD });
      await card.getByText(`You are invited to join ${SQUAD}.`).waitFor();
      await card.getByRole('button', { name: 'Accept' }).click();
      await mate.getByText(`Welcome to ${SQUAD}`).first().waitFor();
      await sendVideo(mate, MATES[index]!);
    }

    // Before the captain's own video, the event page names who has sent nothing yet.
    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    await captain
      .getByText(`${CAPTAIN} must send a BGMI verification video before your team can apply`)
      .first()
      .waitFor();
    await sendVideo(captain, CAPTAIN);
    const panel = await apply(captain, SQUAD);
    await panel
      .getByText(`The organiser is reviewing the videos of ${[CAPTAIN, ...MATES].join(', ')}.`)
      .waitFor();
    await screenshot(captain, 'bgmi-entry-applied-1280');

    // The organiser sees exactly these four videos in Pending reviews and approves them.
    await organiser.goto(`${app.baseUrl}/galaxia/verify`);
    for (const name of [CAPTAIN, ...MATES]) await reviewCard(name).waitFor();
    expect(
      await organiser.getByRole('region', { name: 'Pending reviews' }).getByRole('listitem').count(),
    ).toBe(4);
    await screenshot(organiser, 'bgmi-entry-pending-reviews-1280');
    for (const name of [CAPTAIN, ...MATES]) await approve(name);

    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    await captain.getByRole('region', { name: 'Registration' }).getByText(`Registered as ${SQUAD}`).waitFor();
    await bellSays(captain, [
      `Registered for ${EVENT}`,
      `Every player of ${SQUAD} is verified: the team is registered.`,
    ]);
  }, 300_000);

  it('has a second squad rejected once, re-send the video and get in', async () => {
    const pages: Page[] = [];
    for (const name of SECOND_PLAYERS) {
      const page = await newPage(name);
      await signInFresh(page, app, { username: name }, '/settings/game-accounts');
      pages.push(page);
    }
    // This squad's team stands ready (the first squad built its own through /my-teams).
    const orm = await openOrm(app.databaseUrl);
    try {
      const em = orm.em.fork();
      const users = await Promise.all(
        SECOND_PLAYERS.map((username) => em.findOneOrFail(User, { discordId: discordIdOf({ username }) })),
      );
      const team = em.create(Team, { name: SECOND, gameId: 'bgmi', createdBy: users[0]!.id });
      for (const [index, user] of users.entries())
        em.create(TeamMember, { team, user, role: index === 0 ? 'captain' : 'member', status: 'active' });
      await em.flush();
    } finally {
      await orm.close();
    }
    for (const [index, page] of pages.entries()) await sendVideo(page, SECOND_PLAYERS[index]!);
    const captain = pages[0]!;
    await apply(captain, SECOND);

    const refused = SECOND_PLAYERS[2]!;
    await organiser.goto(`${app.baseUrl}/galaxia/verify`);
    await reviewCard(refused).getByLabel('Reason (needed to reject)').fill(REJECTION);
    await reviewCard(refused).getByRole('button', { name: 'Reject' }).click();
    await organiser.getByText(`${refused} rejected`).first().waitFor();

    // The captain is told why and until when; the event page shows the rejected player and the deadline.
    await bellSays(captain, [
      `Verification rejected for ${EVENT}`,
      `${refused}'s video was rejected: ${REJECTION}. Send a new video before`,
    ]);
    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    const panel = captain.getByRole('region', { name: 'Registration' });
    await panel.getByRole('listitem').filter({ hasText: refused }).getByText('Rejected').waitFor();
    await panel.getByText(/A video was rejected: every player must send a new one before/).waitFor();
    await screenshot(captain, 'bgmi-entry-rejected-1280');

    await sendVideo(pages[2]!, refused, true);
    await organiser.goto(`${app.baseUrl}/galaxia/verify`);
    for (const name of SECOND_PLAYERS) await approve(name);
    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    await captain
      .getByRole('region', { name: 'Registration' })
      .getByText(`Registered as ${SECOND}`)
      .waitFor();
    await bellSays(captain, [`Every player of ${SECOND} is verified: the team is registered.`]);
    if (errors.length > 0) throw new Error(`console errors:\n${errors.join('\n')}`);
  }, 300_000);
});
