import type {
  EventListPage,
  EventMatchDetail,
  EventTeamDetail,
  MatchAction,
  MyTeam,
  UserSettings,
} from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDesktopPage } from '../support/browser.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';

/**
 * A rostered player (Sneha Kulkarni, captain of Pune Phantoms in the ongoing Valorant league) signs in with
 * the demo sign-in and finds their events, teams, profile and settings. One signed-in page, in order.
 */
const ACTION_TEXT: Record<MatchAction, string> = {
  'claim-stream': 'Claim to stream',
  'release-stream': 'Release stream',
  'go-live': 'Mark stream live',
  'lock-stream': 'Lock for stream',
  'unlock-stream': 'Unlock stream',
  schedule: 'Propose a time',
  'accept-time': 'Accept proposed time',
  report: 'Report score',
  confirm: 'Confirm score',
  dispute: 'Dispute score',
  resolve: 'Resolve dispute',
  'set-time': 'Set match time',
};

describe('signed-in player in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  const api = <T>(path: string) =>
    page.evaluate(async (p) => {
      const response = await fetch(`/api${p}`, { credentials: 'same-origin' });
      return { status: response.status, body: await response.json() };
    }, path) as Promise<{ status: number; body: T }>;
  const shoot = (name: string) => shootBothWidths(page, `public-${name}`);
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    ({ browser, page } = await openDesktopPage());
  });
  afterAll(() => browser?.close());

  it('asks a signed-out visitor to sign in on /my-teams and comes back there after signing in', async () => {
    await page.goto(`${baseUrl}/my-teams`);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await main().getByText('Sign in with Discord to see the teams you captain or play for.').waitFor();
    await shoot('my-teams-signed-out');
    // A real link, so it works before the page has hydrated; it carries where to come back to.
    await main().getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/login?return=%2Fmy-teams`);
    await page.getByRole('button', { name: /Sneha Kulkarni/ }).click();
    await page.waitForURL(`${baseUrl}/my-teams`);
    await page.getByRole('heading', { level: 1, name: 'My Teams' }).waitFor();
  });

  it("shows the player's teams with their role, members and event record", async () => {
    const { body } = await api<{ teams: MyTeam[] }>('/teams/mine');
    expect(body.teams.length).toBeGreaterThan(0);
    for (const team of body.teams) {
      const card = main().getByRole('article', { name: team.name });
      await card.waitFor();
      await card.getByText(team.role, { exact: true }).waitFor();
      for (const member of team.members.filter((m) => m.status === 'active')) {
        await card.getByRole('link', { name: new RegExp(member.name) }).waitFor();
      }
    }
    const { body: events } = await api<EventListPage>('/events');
    const ongoing = events.items.find((event) => event.isParticipating && event.status === 'ongoing')!;
    const phantoms = body.teams.find((team) => team.name === 'Pune Phantoms')!;
    const { body: record } = await api<EventTeamDetail>(`/events/${ongoing.id}/teams/${phantoms.id}`);
    const wins = record.matchHistory.filter((match) => match.result === 'win').length;
    const losses = record.matchHistory.filter((match) => match.result === 'loss').length;
    const row = main()
      .getByRole('article', { name: 'Pune Phantoms' })
      .getByRole('link', { name: new RegExp(ongoing.title) });
    await row.getByText(`${wins} wins, ${losses} losses`).waitFor();
    await shoot('my-teams');
  });

  it('lists the events the player plays in under My Events', async () => {
    const { body } = await api<EventListPage>('/events');
    const mine = body.items.filter((event) => event.isParticipating);
    expect(mine.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/events`);
    const myEvents = main().getByRole('region', { name: /My Events/ });
    await myEvents.waitFor();
    expect((await myEvents.getByRole('heading', { level: 3 }).allInnerTexts()).sort()).toEqual(
      mine.map((event) => event.title).sort(),
    );
    expect(await myEvents.getByText('Participating', { exact: true }).count()).toBe(mine.length);
    await shoot('events-signed-in');
  });

  it('shows the captain the match actions the rules allow, and sends them to the match API', async () => {
    const { body } = await api<EventListPage>('/events');
    const ongoing = body.items.find((event) => event.isParticipating && event.status === 'ongoing')!;
    const { body: mine } = await api<{ teams: MyTeam[] }>('/teams/mine');
    const team = mine.teams.find((t) => t.role === 'Captain' && t.name === 'Pune Phantoms')!;
    const { body: record } = await api<EventTeamDetail>(`/events/${ongoing.id}/teams/${team.id}`);
    const next = record.matchHistory.find((match) => match.status !== 'completed')!;
    const { body: match } = await api<EventMatchDetail>(`/events/${ongoing.id}/matches/${next.id}`);
    expect(match.viewerRole).toBe('team-rep');
    expect(match.allowedActions).toContain('schedule');
    await page.goto(`${baseUrl}/events/${ongoing.id}/matches/${next.id}`);
    await page.getByRole('heading', { level: 1, name: match.name }).waitFor();
    const actions = main().getByRole('region', { name: 'Your actions as Team representative' });
    const buttons = actions.getByRole('button');
    await buttons.first().waitFor();
    expect(await buttons.allInnerTexts()).toEqual(match.allowedActions.map((action) => ACTION_TEXT[action]));
    await shoot('match-signed-in');

    // A time in the past goes to the server, which refuses it: the match is left as it was.
    await actions.getByRole('button', { name: 'Propose a time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a time' });
    await dialog.getByLabel('Date and time (IST)').fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: 'Propose a time' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The proposed time must be in the future')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const { body: after } = await api<EventMatchDetail>(`/events/${ongoing.id}/matches/${next.id}`);
    expect(after.proposal).toEqual(match.proposal);
  });

  it('lists live matches first, narrows the list by team and status, and marks the player’s own matches', async () => {
    const { body } = await api<EventListPage>('/events');
    const ongoing = body.items.find((event) => event.isParticipating && event.status === 'ongoing')!;
    await page.goto(`${baseUrl}/events/${ongoing.id}/matches`);
    const list = main().getByRole('list', { name: 'Matches' });
    // The disputed quarter-final is argued over now: it leads the list, marked live.
    await list.getByRole('link').first().getByText('Quarter-final 3').waitFor();
    await list.getByRole('link').first().getByText('Live', { exact: true }).waitFor();

    const filters = main().getByRole('search', { name: 'Filter matches' });
    await filters.getByLabel('Team').selectOption({ label: 'Pune Phantoms' });
    await page.waitForURL(/team=/);
    const rows = list.getByRole('link');
    // Three group matchdays, the won quarter-final and the semi-final still to schedule.
    await expect.poll(() => rows.count()).toBe(5);
    expect(await list.getByRole('link', { name: /Your match/ }).count()).toBe(5);
    expect(await list.getByText('Your match', { exact: true }).count()).toBe(5);
    await shoot('event-matches-mine');

    await filters.getByLabel('Status').selectOption({ label: 'Completed' });
    await page.waitForURL(/status=completed/);
    await expect.poll(() => rows.count()).toBe(4);
    // A reload keeps the filters: they live in the address.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(4);
    expect(await filters.getByLabel('Status').inputValue()).toBe('completed');
    await filters.getByLabel('Status').selectOption({ label: 'Disputed' });
    await main().getByText('No matches fit these filters.').waitFor();
  });

  it('edits the profile and keeps it after a reload', async () => {
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Sneha Kulkarni' }).waitFor();
    expect(await page.getByRole('link', { name: 'Profile of Sneha Kulkarni' }).getAttribute('href')).toBe(
      '/profile',
    );
    await main().getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Bio').fill('Duelist of Pune Phantoms. Entry first, questions later.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Profile updated').waitFor();
    await page.reload();
    await main().getByText('Duelist of Pune Phantoms. Entry first, questions later.').waitFor();
    const { body } = await api<{ bio: string }>('/profile');
    expect(body.bio).toBe('Duelist of Pune Phantoms. Entry first, questions later.');
    await shoot('profile');
  });

  it('saves settings that survive a reload', async () => {
    await page.goto(`${baseUrl}/settings`);
    const before = (await api<UserSettings>('/settings')).body;
    const email = page.getByRole('switch', { name: /Email notifications/ });
    await email.waitFor();
    expect(await email.getAttribute('aria-checked')).toBe(String(before.emailNotifications));
    await email.click();
    await page.getByLabel('Who can see my profile').selectOption('private');
    const freeFire = page.getByRole('checkbox', { name: 'Free Fire' });
    const freeFireWas = await freeFire.isChecked();
    await freeFire.click();
    await main().getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Settings saved').waitFor();

    await page.reload();
    await email.waitFor();
    expect(await email.getAttribute('aria-checked')).toBe(String(!before.emailNotifications));
    expect(await page.getByLabel('Who can see my profile').inputValue()).toBe('private');
    expect(await freeFire.isChecked()).toBe(!freeFireWas);
    const after = (await api<UserSettings>('/settings')).body;
    expect(after).toMatchObject({
      emailNotifications: !before.emailNotifications,
      profilePrivacy: 'private',
    });
    expect(after.preferredGames.includes('freefire')).toBe(!freeFireWas);
    await shoot('settings');
  });

  it('returns to the page sign-in started from, through the header login dialog', async () => {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();

    const { body } = await api<EventListPage>('/events?games=valorant');
    const start = `/events/${body.items[0]!.id}/stats?from=header`;
    await page.goto(`${baseUrl}${start}`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login with Discord' });
    await dialog.getByRole('button', { name: 'Continue with Discord' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('loginReturnUrl'))).toBe(start);
    await page.getByRole('button', { name: /Sneha Kulkarni/ }).click();
    await page.waitForURL(`${baseUrl}${start}`);
    await page.getByRole('link', { name: 'Profile of Sneha Kulkarni' }).waitFor();
  });
});
