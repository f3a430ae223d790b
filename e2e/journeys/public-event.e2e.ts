import {
  type EventAnnouncementsPage,
  type EventBrackets,
  type EventCalendar,
  type EventDetail,
  type EventListPage,
  type EventMatchDetail,
  type EventMatchesPage,
  type EventPrizePool,
  type EventRoadmap,
  type EventStatistics,
  type EventStreams,
  type EventTeamDetail,
  type EventTeamsPage,
  formatRupees,
  type PublicPlayerProfile,
  type Rulebook,
} from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDesktopPage, screenshot } from '../support/browser.ts';
import { publicApi } from '../support/public-api.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';

/**
 * A visitor filters the events, opens the ongoing event and every page under it. Each page is checked
 * against what the public API answers for the same seeded database, never against constants.
 */
describe('public event pages in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let event: EventDetail;
  const sectionUrl = (section: string) => `${baseUrl}/events/${event.id}/${section}`;

  const api = <T>(path: string) => publicApi<T>(baseUrl, path);
  const shoot = (name: string) => shootBothWidths(page, `public-${name}`);
  const main = () => page.getByRole('main');
  const cardTitles = () => main().getByRole('heading', { level: 3 }).allInnerTexts();
  const openSection = async (title: string, path: string) => {
    await page.goto(`${baseUrl}/events/${event.id}`);
    await page
      .getByRole('navigation', { name: 'Event pages' })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await page.waitForURL(sectionUrl(path));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await main()
        .getByRole('link', { name: `Back to ${event.title}` })
        .getAttribute('href'),
    ).toBe(`/events/${event.id}`);
  };

  beforeAll(async () => {
    ({ browser, page } = await openDesktopPage());
  });
  afterAll(() => browser?.close());

  it('lists the events the API lists, grouped, with their registration banners', async () => {
    const all = await api<EventListPage>('/events');
    expect(all.items.length).toBeGreaterThanOrEqual(4);
    await page.goto(`${baseUrl}/events`);
    await page.getByRole('heading', { name: 'Ongoing' }).waitFor();
    expect((await cardTitles()).sort()).toEqual(all.items.map((item) => item.title).sort());
    const closed = all.items.filter((item) => item.registrationStatus === 'closed');
    expect(await main().getByText('Registration Closed', { exact: true }).count()).toBe(closed.length * 2);
    const open = all.items.find((item) => item.registrationStatus === 'open');
    if (open?.registrationEndDate) {
      await main().getByText(`Registration ends on ${open.registrationEndDate}`).waitFor();
    }
    const upcoming = all.items.find((item) => item.registrationStatus === 'not_started');
    if (upcoming?.registrationStartDate) {
      await main().getByText(`Registration starts on ${upcoming.registrationStartDate}`).waitFor();
    }
    await shoot('events');
  });

  it('names the champion and the podium of a past event instead of offering registration', async () => {
    const all = await api<EventListPage>('/events');
    const past = all.items.find((item) => item.status === 'past');
    expect(past).toBeDefined();
    const finished = await api<EventDetail>(`/events/${past!.id}`);
    expect(finished.placings[0]?.place).toBe(1);
    await page.goto(`${baseUrl}/events/${past!.id}`);
    const podium = main().getByRole('region', { name: 'Final placings' });
    await podium.getByText('Champion', { exact: true }).waitFor();
    await podium.getByRole('link', { name: finished.placings[0]!.team.name }).waitFor();
    expect(await main().getByRole('region', { name: 'Registration' }).count()).toBe(0);
    await shoot('event-champion');
    const champion = finished.placings[0]!.team;

    // The roadmap's last phase names who won it, with the same placings.
    await page.goto(`${baseUrl}/events/${past!.id}/roadmap`);
    await main().getByText(`Final phase: ${champion.name} won the title here.`).waitFor();
    await main()
      .getByRole('region', { name: 'Final placings' })
      .getByRole('link', { name: champion.name })
      .waitFor();
    await shoot('roadmap-champion');

    // The champion's team page lists the title; the runner-up's its second place.
    await page.goto(`${baseUrl}/events/${past!.id}/teams/${champion.id}`);
    const finishes = main().getByRole('list', { name: 'Finishes' });
    await finishes.getByRole('link', { name: `Champion of ${finished.title}` }).waitFor();
    await shoot('team-champion');
    const runnerUp = finished.placings.find((placing) => placing.place === 2);
    if (runnerUp) {
      await page.goto(`${baseUrl}/events/${past!.id}/teams/${runnerUp.team.id}`);
      await finishes.getByRole('link', { name: `2nd in ${finished.title}` }).waitFor();
    }

    // The standings overlay shows the final placings once the event is over.
    await page.goto(`${baseUrl}/overlay/${past!.id}/standings`);
    const overlay = page.getByRole('region', { name: 'Final placings' });
    await overlay.getByRole('heading', { name: `Champion · ${champion.name}` }).waitFor();
    await overlay.getByText(champion.name, { exact: true }).waitFor();
    await screenshot(page, 'public-overlay-champion-1280');

    // The next steps start from the events list, as the first step left it; the past event's card
    // names its champion.
    await page.goto(`${baseUrl}/events`);
    await page.getByRole('heading', { name: 'Ongoing' }).waitFor();
    const card = main().getByRole('link').filter({ hasText: finished.title });
    await card.getByText(champion.name, { exact: true }).waitFor();
    await card.getByText('Champion', { exact: true }).waitFor();
    await shoot('events-champion');
  });

  it('filters by game, as the API filters, and says when nothing matches', async () => {
    const filters = page.getByRole('group', { name: 'Filter by game' });
    await filters.getByRole('button', { name: 'BGMI', exact: true }).click();
    await page.waitForURL(/games=bgmi/);
    const bgmi = await api<EventListPage>('/events?games=bgmi');
    expect(bgmi.items.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await cardTitles()).sort())
      .toEqual(bgmi.items.map((item) => item.title).sort());
    expect(
      await filters.getByRole('button', { name: 'BGMI', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    await filters.getByRole('button', { name: 'BGMI', exact: true }).click();
    await filters.getByRole('button', { name: 'Chess' }).click();
    expect((await api<EventListPage>('/events?games=chess')).items).toEqual([]);
    await main().getByText('No events found for the selected games.').waitFor();
    await shoot('events-empty');
    await filters.getByRole('button', { name: 'Clear filter' }).click();
    await page.getByRole('heading', { name: 'Ongoing' }).waitFor();
  });

  it('opens the ongoing event with links to its ten pages', async () => {
    // The ongoing duel event (brackets, streams); the BGMI season's lobbies have a journey of their own.
    const ongoing = (await api<EventListPage>('/events')).items.find(
      (item) => item.status === 'ongoing' && item.title.startsWith('Valorant Challengers League'),
    );
    expect(ongoing).toBeDefined();
    await main()
      .getByRole('link', { name: new RegExp(ongoing!.title) })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/events/${ongoing!.id}`);
    event = await api<EventDetail>(`/events/${ongoing!.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await main().getByText(event.prizePool).first().waitFor();
    const links = page.getByRole('navigation', { name: 'Event pages' }).getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      [
        'brackets',
        'streams',
        'matches',
        'teams',
        'calendar',
        'roadmap',
        'prize-pool',
        'rulebook',
        'stats',
        'announcements',
      ].map((section) => `/events/${event.id}/${section}`),
    );
    for (const item of event.schedule) await main().getByText(item.phase, { exact: true }).first().waitFor();
    await shoot('event');
  });

  it('shows the calendar: highlighted match days and the phase timeline', async () => {
    const calendar = await api<EventCalendar>(`/events/${event.id}/calendar`);
    await openSection('Calendar', 'calendar');
    await main().getByText(`${calendar.scheduledDates.length} match days highlighted`).waitFor();
    for (const phase of calendar.phases) {
      await main().getByRole('heading', { level: 3, name: phase.name }).waitFor();
    }
    expect(await main().getByText('Completed', { exact: true }).count()).toBeGreaterThan(0);
    expect(await main().getByText('Active', { exact: true }).count()).toBeGreaterThan(0);
    await shoot('event-calendar');
  });

  it('shows the prize pool split in rupees with Indian grouping', async () => {
    const pool = await api<EventPrizePool>(`/events/${event.id}/prize-pool`);
    await openSection('Prize Pool', 'prize-pool');
    await main().getByText(formatRupees(pool.total), { exact: true }).waitFor();
    for (const place of pool.places)
      await main().getByText(formatRupees(place.prize), { exact: true }).waitFor();
    for (const note of pool.notes) await main().getByText(note).waitFor();
    await shoot('event-prize-pool');
  });

  it('lists the teams, opens one, its roster links to players and its history to matches', async () => {
    const teams = await api<EventTeamsPage>(`/events/${event.id}/teams`);
    await openSection('Teams', 'teams');
    await main().getByText(`${teams.total} teams`).waitFor();
    for (const team of teams.items)
      await main().getByRole('heading', { level: 2, name: team.name }).waitFor();
    await shoot('event-teams');

    const rostered = teams.items.find((team) => team.playerCount > 0)!;
    const detail = await api<EventTeamDetail>(`/events/${event.id}/teams/${rostered.id}`);
    await main()
      .getByRole('link', { name: new RegExp(rostered.name) })
      .click();
    await page.waitForURL(`${baseUrl}/events/${event.id}/teams/${rostered.id}`);
    await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
    for (const player of detail.players) {
      expect(
        await main()
          .getByRole('link', { name: new RegExp(player.name) })
          .getAttribute('href'),
      ).toBe(`/players/${player.id}`);
    }
    const history = main().getByRole('region', { name: 'Match history' }).getByRole('link');
    expect(await history.count()).toBe(detail.matchHistory.length);
    expect(await history.first().getAttribute('href')).toBe(
      `/events/${event.id}/matches/${detail.matchHistory[0]!.id}`,
    );
    // The team's headline figure is its game's own: a war's offense, a battle royale's or a duel's kills.
    const headline =
      detail.kind === 'war'
        ? detail.stats.totalOffense
        : detail.kind === 'battle-royale'
          ? detail.battleRoyale!.kills
          : detail.stats.kills;
    await main().getByText(new Intl.NumberFormat('en-IN').format(headline)).first().waitFor();
    await shoot('event-team');

    // A player whose profile is not public answers 404, so the journey follows a public one.
    const visible = await Promise.all(
      detail.players.map(async (p) => ((await fetch(`${baseUrl}/api/players/${p.id}`)).ok ? p : null)),
    );
    const player = visible.find((p) => p !== null)!;
    const profile = await api<PublicPlayerProfile>(`/players/${player.id}`);
    await main()
      .getByRole('link', { name: new RegExp(player.name) })
      .click();
    await page.getByRole('heading', { level: 1, name: profile.name }).waitFor();
    for (const team of profile.teams) await main().getByText(team.name, { exact: true }).first().waitFor();
    await shoot('player');
    await page.goBack();
    await main().getByRole('link', { name: 'Back to teams' }).click();
    await page.waitForURL(sectionUrl('teams'));
  });

  it('shows the five rule categories and the notice', async () => {
    const rulebook = await api<Rulebook>(`/events/${event.id}/rulebook`);
    await openSection('Rulebook', 'rulebook');
    for (const heading of rulebook.markdown.match(/^## .+$/gm) ?? [])
      await main()
        .getByRole('heading', { name: heading.slice(3), exact: true })
        .waitFor();
    await main().getByText('Important Notice', { exact: true }).waitFor();
    await main().getByText('Check in 30 minutes before the match.').first().waitFor();
    await shoot('event-rulebook');
  });

  it('shows the roadmap of the real phases', async () => {
    const roadmap = await api<EventRoadmap>(`/events/${event.id}/roadmap`);
    await openSection('Roadmap', 'roadmap');
    for (const phase of roadmap.phases)
      await main()
        .getByRole('heading', { name: new RegExp(phase.name) })
        .waitFor();
    await shoot('event-roadmap');
  });

  it('draws the brackets, starting on single elimination, and links matches to their pages', async () => {
    const brackets = await api<EventBrackets>(`/events/${event.id}/brackets`);
    await openSection('Brackets', 'brackets');
    const formats = page.getByRole('group', { name: 'Bracket format' });
    expect(
      await formats.getByRole('button', { name: 'Single Elimination' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const playoffs = brackets.phases.find((phase) => phase.format === 'single-elimination')!;
    await main().getByRole('heading', { name: playoffs.phaseName }).waitFor();
    const firstMatch = playoffs.bracket.rounds[0]!.matches[0]!;
    const box = main().getByRole('link', { name: new RegExp(`^${firstMatch.name}:`) });
    expect(await box.getAttribute('href')).toBe(`/events/${event.id}/matches/${firstMatch.id}`);
    for (const team of firstMatch.teams) if (team) await box.getByText(team.name).waitFor();
    await shoot('event-brackets');

    const groups = brackets.phases.find((phase) => phase.format === 'group-stage');
    if (groups) {
      await formats.getByRole('button', { name: 'Group Stage' }).click();
      for (const group of groups.groupStandings ?? []) {
        const table = main().getByRole('table', { name: group.name });
        await table.waitFor();
        expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(
          group.rows.map((row) => row.teamName),
        );
      }
      await shoot('event-brackets-groups');
      await formats.getByRole('button', { name: 'Single Elimination' }).click();
    }

    const match = await api<EventMatchDetail>(`/events/${event.id}/matches/${firstMatch.id}`);
    await box.click();
    await page.getByRole('heading', { level: 1, name: match.name }).waitFor();
    await main().getByRole('region', { name: 'Score' }).getByText(match.teamA!.name).waitFor();
  });

  it('lists the matches and opens one with both rosters; back returns to the list', async () => {
    const matches = await api<EventMatchesPage>(`/events/${event.id}/matches`);
    await openSection('Matches', 'matches');
    const first = matches.items[0]!;
    const rows = main().getByRole('list').first().getByRole('link');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(matches.items.length);
    expect(await rows.first().innerText()).toContain(first.name);
    await shoot('event-matches');

    const detail = await api<EventMatchDetail>(`/events/${event.id}/matches/${first.id}`);
    expect(detail.viewerRole).toBe('viewer');
    await rows.first().click();
    await page.waitForURL(`${baseUrl}/events/${event.id}/matches/${first.id}`);
    await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
    for (const team of [detail.teamA, detail.teamB]) {
      for (const player of team?.players ?? [])
        await main()
          .getByRole('link', { name: new RegExp(player.name) })
          .waitFor();
    }
    await shoot('event-match');
    await main().getByRole('link', { name: 'Back to matches' }).click();
    await page.waitForURL(sectionUrl('matches'));
  });

  it('shows the claimed streams with their watch links', async () => {
    const { streams } = await api<EventStreams>(`/events/${event.id}/streams`);
    await openSection('Streams', 'streams');
    if (streams.length === 0) {
      await main().getByText('No Active Streams').waitFor();
    }
    for (const stream of streams) {
      const watch = main().getByRole('link', { name: `Watch on ${stream.platform}` });
      expect(await watch.first().getAttribute('href')).toBe(stream.streamUrl);
      await main().getByText(stream.teams[0]).first().waitFor();
    }
    await shoot('event-streams');
  });

  it('shows the statistics with a real trends chart', async () => {
    const stats = await api<EventStatistics>(`/events/${event.id}/stats`);
    await openSection('Statistics', 'stats');
    await main().getByText(formatRupees(stats.totalPrizePool), { exact: true }).waitFor();
    const teams = main().getByRole('region', { name: 'Top teams' });
    for (const team of stats.teams)
      await teams.getByRole('rowheader', { name: team.name, exact: true }).waitFor();
    expect(await teams.getByRole('rowheader').count()).toBe(stats.teams.length);
    if (stats.trends.length) {
      await main()
        .getByRole('figure', { name: /Matches completed per day/ })
        .locator('svg.recharts-surface')
        .first()
        .waitFor();
      expect(await main().locator('.recharts-bar-rectangle').count()).toBe(stats.trends.length);
    }
    await shoot('event-stats');
  });

  it('shows the announcements newest first with their type badges', async () => {
    const announcements = await api<EventAnnouncementsPage>(`/events/${event.id}/announcements`);
    await openSection('Announcements', 'announcements');
    await main().getByRole('heading', { level: 2, name: announcements.items[0]!.title }).waitFor();
    expect(await main().getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      announcements.items.map((item) => item.title),
    );
    await shoot('event-announcements');
  });
  it('shows the seeded Clash of Clans war league in play: wars fought on stars, wars to come, its rulebook', async () => {
    const league = (await api<EventListPage>('/events?games=coc')).items.find(
      (item) => item.status === 'ongoing',
    );
    expect(league?.title).toBe('Clash Champions War League Season 2');
    const matches = await api<EventMatchesPage>(`/events/${league!.id}/matches`);
    const fought = matches.items.filter((war) => war.status === 'completed');
    expect(fought.length).toBeGreaterThanOrEqual(7);
    expect(matches.items.some((war) => war.status === 'scheduled')).toBe(true);
    await page.goto(`${baseUrl}/events/${league!.id}/matches`);
    const rows = main().getByRole('list').first().getByRole('link');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(matches.items.length);
    await shootBothWidths(page, 'public-war-league-matches');

    const war = fought.at(-1)!;
    const detail = await api<EventMatchDetail>(`/events/${league!.id}/matches/${war.id}`);
    expect(detail.statLabels.map((label) => label.field)).toEqual(['offense', 'defense', 'army', 'attack']);
    await page.goto(`${baseUrl}/events/${league!.id}/matches/${war.id}`);
    await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
    for (const player of detail.teamA?.players ?? [])
      await main()
        .getByRole('link', { name: new RegExp(player.name) })
        .first()
        .waitFor();
    expect(await main().innerText()).toContain(String(war.scoreA));
    await shootBothWidths(page, 'public-war-league-war');

    await page.goto(`${baseUrl}/events/${league!.id}/rulebook`);
    await main()
      .getByText('Each war lineup fields exactly these Town Halls: 1 × TH17, 1 × TH16, 1 × TH15, 1 × TH14.')
      .waitFor();
    await main()
      .getByText('A war is won on stars; with equal stars, the higher destruction percentage wins.')
      .waitFor();
    expect(await main().innerText()).not.toMatch(/RAM|lobby|Room details/);
    await shootBothWidths(page, 'public-war-league-rulebook');
  });
});
