import {
  CalendarRound,
  openOrm,
  Phase,
  RegistrationWindow,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  User,
} from '@galaxia/core/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import {
  discordIdOf,
  type FreshApp,
  setServerNow,
  signInFresh,
  startFreshApp,
} from '../support/fresh-app.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';

/**
 * A BGMI lobby final of four duos, from a fresh Galaxia: the organiser enters the first map's placements
 * and kills on the lobby page and a visitor's points table updates without a reload; the organiser sets
 * the second map's room, which a rostered player sees from 15 minutes before the map and an anonymous
 * visitor never does. The server's clock is moved with the test clock; nothing waits for real time.
 */

const GUILD = { id: '990000000000000777', name: 'Lobby League', owner: true };
const ORGANISER = { username: 'Meera Organiser', guilds: [GUILD] };
const PLAYER = { username: 'Arjun Rao' };
const RESULTS_DESK = { username: 'Kiran Desk' };
const ist = (day: string, time: string) => new Date(`2031-05-${day}T${time}:00+05:30`);

/** Four duos; Arjun captains the first. Everyone but Arjun and the organiser exists only in the database. */
const TEAMS = [
  { name: 'Pune Phantoms', players: ['Arjun Rao', 'Dev Kulkarni'] },
  { name: 'Chennai Cobras', players: ['Sana Iyer', 'Vikram Nair'] },
  { name: 'Kochi Krakens', players: ['Tara Menon', 'Joel Thomas'] },
  { name: 'Surat Strikers', players: ['Parth Shah', 'Nisha Desai'] },
];

/** A configured BGMI tournament whose one phase is a single-lobby Battle Royale final of 3 maps. */
async function writeLobbyFinal(app: FreshApp): Promise<string> {
  const orm = await openOrm(app.databaseUrl);
  try {
    const em = orm.em.fork();
    const organiser = await em.findOneOrFail(User, { discordId: discordIdOf(ORGANISER) });
    const tournament = em.create(Tournament, {
      server: GUILD.id,
      createdBy: organiser,
      eventName: 'BGMI Lobby Final',
      seasonNumber: 1,
      gameId: 'bgmi',
      publishDate: '2031-05-01',
      format: 2,
      prizePool: '₹50,000',
      eventDescription: 'Four duos, one lobby, three maps.',
      requiresVerification: false,
      lifecycle: 'published',
    });
    const phase = em.create(Phase, {
      tournament,
      position: 0,
      name: 'Lobby Final',
      format: 'Battle Royale',
      invitedTeams: 0,
      participatingTeams: 4,
      qualifiedTeams: [],
      qualifyingTeams: [],
      numberOfGroups: 1,
      matchesPerLobby: 3,
      isFinal: true,
    });
    for (const [i, day] of ['10', '11', '12'].entries()) {
      em.create(CalendarRound, {
        phase,
        position: i,
        roundKey: `br-${i + 1}`,
        roundName: `Match ${i + 1}`,
        startDate: `2031-05-${day}`,
        endDate: `2031-05-${day}`,
        startTime: '18:00',
        endTime: '23:00',
      });
    }
    em.create(RegistrationWindow, {
      tournament,
      position: 0,
      startDate: '2031-05-02',
      endDate: '2031-05-05',
      startTime: '10:00',
      endTime: '10:00',
    });
    for (const [i, plan] of TEAMS.entries()) {
      const players = [];
      for (const name of plan.players) {
        players.push(
          (await em.findOne(User, { name })) ??
            em.create(User, { discordId: discordIdOf({ username: name }), name }),
        );
      }
      const team = em.create(Team, { name: plan.name, gameId: 'bgmi', createdBy: players[0]! });
      for (const [p, user] of players.entries())
        em.create(TeamMember, { team, user, role: p === 0 ? 'captain' : 'member', status: 'active' });
      em.create(TournamentRegistration, {
        tournament,
        team,
        registeredBy: players[0]!,
        status: 'registered',
        roster: players.map((user) => user.id),
        registeredAt: ist('03', `1${i}:00`),
      });
    }
    await em.flush();
    return tournament.id;
  } finally {
    await orm.close();
  }
}

describe('a battle-royale lobby: results, live points table and room details', () => {
  let app: FreshApp;
  let browser: Browser;
  let organiser: Page;
  let player: Page;
  let visitor: Page;
  let desk: Page;
  let eventId: string;
  let lobbyId: string;

  beforeAll(async () => {
    app = await startFreshApp();
    browser = await launchBrowser();
    organiser = await browser.newPage({ viewport: viewports.desktop });
    player = await browser.newPage({ viewport: viewports.desktop });
    visitor = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
    await signInFresh(organiser, app, ORGANISER);
    await signInFresh(player, app, PLAYER);
    desk = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
    await signInFresh(desk, app, RESULTS_DESK);
    eventId = await writeLobbyFinal(app);
    await setServerNow(app.baseUrl, ist('09', '12:00'));
    const started = await organiser.request.post(
      `${app.baseUrl}/api/organiser/tournaments/${eventId}/phases/0/start`,
      { data: { seeding: 'registration' }, headers: { origin: app.baseUrl } },
    );
    expect(started.status()).toBe(201);
    const tables = (await (await fetch(`${app.baseUrl}/api/events/${eventId}/points-tables`)).json()) as {
      phases: { lobbies: { id: string }[] }[];
    };
    lobbyId = tables.phases[0]!.lobbies[0]!.id;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const lobbyTable = (page: Page) => page.getByRole('table', { name: /Lobby A/ });

  it('shows the organiser’s results on a visitor’s points table without a reload', async () => {
    await visitor.goto(`${app.baseUrl}/events/${eventId}/brackets`);
    await visitor.getByRole('button', { name: 'Battle Royale' }).waitFor();
    await lobbyTable(visitor).waitFor();
    expect(await lobbyTable(visitor).getByRole('row').nth(1).textContent()).toContain('0000');

    await setServerNow(app.baseUrl, ist('10', '18:40'));
    // The console leads to the lobby: the phase card links it, and Open matches lists its maps.
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
    const lobbies = organiser.getByRole('navigation', { name: /^Lobbies of / });
    await lobbies.getByRole('link').first().waitFor();
    expect((await lobbies.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual([
      'Lobby A0/3 played',
    ]);
    const open = organiser.getByRole('listitem', { name: 'Lobby A · Match 1' });
    await open.waitFor();
    expect(await organiser.getByText('No match is waiting for a result.').count()).toBe(0);
    await shootBothWidths(organiser, 'battle-royale-console-lobbies');
    await open.getByRole('link', { name: 'Enter results' }).click();
    await organiser.waitForURL(`**/events/${eventId}/lobbies/${lobbyId}`);
    const first = organiser.getByTestId('lobby-match-1');
    await first.getByRole('button', { name: 'Enter results' }).click();
    const placements = ['Chennai Cobras', 'Pune Phantoms', 'Surat Strikers', 'Kochi Krakens'];
    // Every squad and player is named beside its field (the labels were squeezed to 0 px before).
    for (const name of [...placements, 'Sana Iyer', 'Arjun Rao']) {
      const label = first.locator('label', { hasText: name }).first();
      expect((await label.boundingBox())?.width ?? 0, name).toBeGreaterThan(40);
    }
    // Two squads given one place: both rows say so, beside them, before anything is sent.
    await first.getByLabel('Chennai Cobras placement').fill('1');
    await first.getByLabel('Pune Phantoms placement').fill('1');
    // Named in the rows' (slot) order: Pune Phantoms has the lobby's first slot.
    const clash = 'Place 1 is given to Pune Phantoms and Chennai Cobras: each place goes to one team';
    expect(await first.getByRole('alert').allTextContents()).toEqual([clash, clash]);
    expect(await first.getByLabel('Pune Phantoms placement').getAttribute('aria-invalid')).toBe('true');
    await shootBothWidths(organiser, 'battle-royale-results-form-clash');
    for (const [i, team] of placements.entries())
      await first.getByLabel(`${team} placement`).fill(String(i + 1));
    expect(await first.getByRole('alert').count()).toBe(0);
    await first.getByLabel('Sana Iyer kills').fill('4');
    await first.getByLabel('Vikram Nair kills').fill('2');
    await first.getByLabel('Arjun Rao kills').fill('5');
    await first.getByLabel('Parth Shah kills').fill('1');
    await first.getByRole('button', { name: 'Save results' }).click();
    await organiser.getByText('Results saved: the points table is updated').waitFor();

    // The visitor's page was never reloaded: the live update refetched the table.
    const leader = lobbyTable(visitor).getByRole('row').nth(1);
    await leader.getByText('Chennai Cobras').waitFor({ timeout: 15_000 });
    // Chennai: 1st (10) + 6 kills = 16 over 1 map with 1 WWCD; Pune: 2nd (6) + 5 kills = 11.
    expect((await leader.textContent())?.replace(/\s+/g, '')).toContain('CCChennaiCobras11106');
    const cells = async (row: number) =>
      (await lobbyTable(visitor).getByRole('row').nth(row).getByRole('cell').allTextContents()).map((text) =>
        text.trim(),
      );
    expect(await cells(1)).toEqual(['1', '1', '1', '10', '6', '16']);
    expect(await cells(2)).toEqual(['2', '1', '0', '6', '5', '11']);

    await screenshot(visitor, 'battle-royale-points-table-1280');
    await visitor.setViewportSize(viewports.mobile);
    await lobbyTable(visitor).waitFor();
    await screenshot(visitor, 'battle-royale-points-table-375');
    await visitor.setViewportSize(viewports.desktop);
  });

  it('reveals the room to a rostered player at T−15 and never to an anonymous visitor', async () => {
    const second = organiser.getByTestId('lobby-match-2');
    await second.getByLabel('Room ID').fill('550123');
    await second.getByLabel('Room password').fill('cobra-77');
    await second.getByRole('button', { name: 'Save room' }).click();
    await organiser
      .getByText('Room details saved: the lobby’s players see them 15 minutes before the match')
      .waitFor();

    // The organiser reads the saved room back at once (it was write-only before).
    const saved = second.getByTestId('room-details');
    await saved.waitFor();
    expect(await saved.innerText()).toContain('Room ID 550123');
    expect(await saved.innerText()).toContain('Password cobra-77');

    const lobbyUrl = `${app.baseUrl}/events/${eventId}/lobbies/${lobbyId}`;
    await setServerNow(app.baseUrl, ist('11', '17:44'));
    await player.goto(lobbyUrl);
    const mine = player.getByTestId('lobby-match-2');
    await mine.getByTestId('room-hidden').waitFor();
    expect(await mine.getByTestId('room-hidden').textContent()).toContain('Room details appear here at');
    expect(await player.content()).not.toContain('550123');

    await setServerNow(app.baseUrl, ist('11', '17:45'));
    await player.reload();
    const room = player.getByTestId('lobby-match-2').getByTestId('room-details');
    await room.waitFor();
    // innerText follows the layout: the heading is drawn in capitals.
    expect(
      (await room.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual(['ROOM DETAILS', 'Room ID 550123', 'Password cobra-77']);
    await screenshot(player, 'battle-royale-lobby-room-1280');

    await visitor.goto(lobbyUrl);
    const hidden = visitor.getByTestId('lobby-match-2').getByTestId('room-hidden');
    await hidden.waitFor();
    expect(await hidden.textContent()).toContain(
      'Room details are shared with the lobby’s players 15 minutes before the match',
    );
    expect(await visitor.content()).not.toContain('550123');
    expect(await visitor.content()).not.toContain('cobra-77');
    const anonymous = await fetch(`${app.baseUrl}/api/lobbies/${lobbyId}`);
    expect(await anonymous.text()).not.toContain('cobra-77');
  });

  it('lets a results admin the organiser appointed in the console enter the next map', async () => {
    const lobbyUrl = `${app.baseUrl}/events/${eventId}/lobbies/${lobbyId}`;
    await setServerNow(app.baseUrl, ist('11', '18:40'));
    await desk.goto(lobbyUrl);
    await desk.getByTestId('lobby-match-2').waitFor();
    expect(
      await desk.getByTestId('lobby-match-2').getByRole('button', { name: 'Enter results' }).count(),
    ).toBe(0);

    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
    const card = organiser.getByRole('heading', { name: 'Results admins' }).locator('..');
    await card.getByText('No results admins yet.').waitFor();
    // The phase counts lobby maps: the first map's results are in.
    await organiser.getByText('Battle Royale · 4/4 teams · 1/3 matches played').waitFor();
    await card.getByLabel('Add a results admin').fill('Kiran');
    await card.getByRole('button', { name: 'Make results admin' }).click();
    await organiser.getByText('Kiran Desk can now enter results').waitFor();
    await card.getByRole('button', { name: 'Remove Kiran Desk as results admin' }).waitFor();
    await screenshot(organiser, 'battle-royale-results-admins-1280');

    await desk.reload();
    const second = desk.getByTestId('lobby-match-2');
    await second.getByRole('button', { name: 'Enter results' }).click();
    const placements = ['Pune Phantoms', 'Kochi Krakens', 'Chennai Cobras', 'Surat Strikers'];
    for (const [i, team] of placements.entries())
      await second.getByLabel(`${team} placement`).fill(String(i + 1));
    await second.getByLabel('Arjun Rao kills').fill('7');
    await second.getByRole('button', { name: 'Save results' }).click();
    await desk.getByText('Results saved: the points table is updated').waitFor();

    // Pune: 6 + 5 kills after map 1, then 1st (10) + 7 kills = 28 over 2 maps; Chennai 16 + 3rd (5) = 21.
    const leader = lobbyTable(visitor).getByRole('row').nth(1);
    await visitor.goto(`${app.baseUrl}/events/${eventId}/brackets`);
    await leader.getByText('Pune Phantoms').waitFor();
    expect((await leader.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
      '1',
      '2',
      '1',
      '16',
      '12',
      '28',
    ]);
  });

  it('shows the overall points table on the standings overlay a caster adds to OBS', async () => {
    const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await overlay.goto(`${app.baseUrl}/overlay/${eventId}/standings`);
    const table = overlay.getByRole('region', { name: 'Points table' });
    await table.getByRole('row').nth(1).getByText('Pune Phantoms').waitFor();
    expect(
      (await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).map((text) => text.trim()),
    ).toEqual(['1', 'Pune Phantoms', '1', '16', '12', '28']);
    expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    // What OBS draws behind a transparent source: a checkerboard makes the transparency visible.
    await overlay.evaluate(() => {
      document.documentElement.style.background =
        'repeating-conic-gradient(#3f3f46 0 25%, #18181b 0 50%) 0 0 / 48px 48px';
    });
    await screenshot(overlay, 'overlay-points-table-1920');
    await overlay.close();
  });
});
