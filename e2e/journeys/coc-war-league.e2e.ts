import type { ChildProcess } from 'node:child_process';
import type { KeyObject } from 'node:crypto';
import {
  GameAccount,
  JobQueues,
  openOrm,
  openRedis,
  requestCocVerification,
  Team,
  TeamMember,
  User,
} from '@galaxia/core/server';
import { type FakeCoc, type FakeDiscordRest, startFakeCoc, startFakeDiscordRest } from '@galaxia/testkit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applicationKeys,
  commandInteraction,
  sendSigned,
} from '../../bot/src/test-support/signed-interactions.ts';
import { freePort, startNodeProcess, stopProcess } from '../support/app-process.ts';
import { launchBrowser, viewports } from '../support/browser.ts';
import {
  discordIdOf,
  type FreshApp,
  setServerNow,
  signInFresh,
  startFreshApp,
} from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';
import { pngBytes } from '../support/sign-in.ts';

const SERVER = { id: '920000000000000036', name: 'Clan Wars India', owner: true };
const COC_KEY = 'coc-journey-key';
const BOT_TOKEN = 'galaxia-journey-token';
const TAG_ALPHABET = '0289PYLQGRJCUV';

/** IST calendar date, `days` from today. */
const istDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * Ten chiefs of a clan with their Town Hall levels: Alpha fields the breakdown (6 × TH15, 4 × TH14);
 * Bravo's last chief is still at TH13 until he upgrades.
 */
const clan = (name: string, levels: number[]) =>
  levels.map((level, index) => ({
    name: `${name} ${index + 1}`,
    tag: `#2P${TAG_ALPHABET[name === 'Alpha' ? 7 : 8]}${TAG_ALPHABET[index]}`,
    level,
  }));
const ALPHA = clan('Alpha', [15, 15, 15, 15, 15, 15, 14, 14, 14, 14]);
const BRAVO = clan('Bravo', [15, 15, 15, 15, 15, 15, 14, 14, 14, 13]);

/**
 * Issue 36 from an empty database: a Clash of Clans 10v10 war league whose Town Hall breakdown totals
 * 10, made by a new organiser through the organiser UI; players verified through the (fake) Clash of
 * Clans API by the workers; a team whose Town Halls do not match is refused at registration with the
 * levels named, and a matching team registers; a war is disputed and ruled; the stats page, the team
 * page, the standings overlay and Discord /tournament-stats (a signed interaction to the bot) show the
 * war figures as ruled and nothing of the overruled report.
 */
describe('a Clash of Clans 10v10 war league', () => {
  let app: FreshApp;
  let coc: FakeCoc;
  let discordRest: FakeDiscordRest;
  let workers: ChildProcess;
  let bot: { child: ChildProcess; url: string; privateKey: KeyObject };
  let browser: Browser;
  let organiser: Page;
  let eventId = '';
  let tournamentUrl = '';
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const teams = new Map<string, string>();

  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The refused registration's 400 is logged by Chromium as a failed resource: that one is expected.
      if (message.type() === 'error' && !message.text().includes('status of 400'))
        errors.push(message.text());
    });
  };
  const person = async (username: string, returnTo: string, guilds?: (typeof SERVER)[]) => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    contexts.push(context);
    const page = await context.newPage();
    watch(page);
    await signInFresh(page, app, { username, ...(guilds ? { guilds } : {}) }, returnTo);
    return page;
  };

  beforeAll(async () => {
    coc = await startFakeCoc({
      apiToken: COC_KEY,
      players: Object.fromEntries([...ALPHA, ...BRAVO].map((chief) => [chief.tag, chief.name])),
      townHalls: Object.fromEntries([...ALPHA, ...BRAVO].map((chief) => [chief.tag, chief.level])),
    });
    discordRest = await startFakeDiscordRest({ botToken: BOT_TOKEN });
    app = await startFreshApp();
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: app.redisUrl,
      PUBLIC_URL: app.baseUrl,
      GALAXIA_TEST_CLOCK: '1',
      DISCORD_API_URL: discordRest.apiUrl,
      DISCORD_BOT_TOKEN: BOT_TOKEN,
    };
    workers = startNodeProcess(
      'workers/src/index.ts',
      { ...shared, COC_API_URL: coc.apiUrl, COC_API_TOKEN: COC_KEY },
      'coc-workers',
    );
    const { publicKeyHex, privateKey } = applicationKeys();
    const port = await freePort();
    const child = startNodeProcess(
      'bot/src/index.ts',
      {
        ...shared,
        BOT_TRANSPORT: 'http',
        BOT_HTTP_PORT: String(port),
        DISCORD_PUBLIC_KEY: publicKeyHex,
      },
      'coc-bot',
    );
    bot = { child, url: `http://127.0.0.1:${port}/interactions`, privateKey };
    await vi.waitFor(async () => expect((await fetch(bot.url)).status).toBe(405), {
      timeout: 30_000,
      interval: 200,
    });
    browser = await launchBrowser();
    organiser = await person('Asha Organiser', '/galaxia/tournaments', [SERVER]);
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    if (bot) await stopProcess(bot.child);
    if (workers) await stopProcess(workers);
    await app?.stop();
    await coc?.close();
    await discordRest?.close();
  });

  it('creates a 10v10 war league in the organiser UI whose Town Hall breakdown totals 10', async () => {
    await organiser.getByText('No tournaments yet').waitFor();
    await organiser.getByRole('button', { name: 'Create Tournament' }).first().click();
    const dialog = organiser.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByLabel('Tournament name').fill('Clan War League');
    await dialog.getByLabel('Season number').fill('1');
    await dialog.getByLabel('Game').selectOption({ label: 'Clash of Clans' });
    await dialog.getByLabel('Discord server').selectOption({ label: SERVER.name });
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await organiser.waitForURL(/\/galaxia\/tournaments\/[0-9a-f-]+\/edit\/basic$/);
    tournamentUrl = organiser.url().replace(/\/basic$/, '');
    eventId = tournamentUrl.split('/').at(-2) ?? '';

    await organiser.getByLabel('Event name').waitFor();
    await organiser.getByLabel('Format').selectOption({ label: '10v10' });
    await organiser.getByLabel('Prize pool').fill('₹50,000');
    await organiser.getByLabel('Event description').fill('Two clans, one war, ten bases a side.');
    await organiser.getByLabel('Poster', { exact: true }).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await pngBytes(organiser, 320, 180),
    });
    await organiser.getByRole('img', { name: 'Poster preview' }).waitFor();
    await organiser.getByRole('button', { name: 'Save Changes' }).click();
    await organiser.waitForURL(`${tournamentUrl}/roadmap`);

    // The roadmap, registration and calendar steps have journeys of their own: saved directly.
    await call(organiser, 'PUT', `/api/updateEvent/roadmap/${eventId}`, {
      phases: [
        {
          name: 'War',
          format: 'Single Elimination',
          invitedTeams: 0,
          participatingTeams: 2,
          qualifiedTeams: [],
          qualifyingTeams: [],
          isFinal: true,
          // One war, as a war league plays it (the rulebook's default for a final is a best of 3).
          bestOf: { 'r-1': 1 },
        },
      ],
    });
    await call(organiser, 'PUT', `/api/updateEvent/registration/${eventId}`, {
      registration: [{ startDate: istDate(-1), endDate: istDate(1), startTime: '00:00', endTime: '12:00' }],
    });
    const planned = await call<{ calendar: { phaseName: string; rounds: { roundName: string }[] }[] }>(
      organiser,
      'GET',
      `/api/getEvent/calendar/${eventId}`,
    );
    await call(organiser, 'PUT', `/api/updateEvent/calendar/${eventId}`, {
      calendar: planned.calendar.map((phase) => ({
        ...phase,
        rounds: phase.rounds.map((round) => ({
          ...round,
          startDate: istDate(2),
          endDate: istDate(3),
          startTime: '09:00',
          endTime: '23:00',
        })),
      })),
    });

    // Publish waits for the breakdown, and says so.
    await organiser.goto(`${tournamentUrl}/publish`);
    await organiser.getByText('Save a Town Hall breakdown of 10 bases').waitFor();
    await organiser
      .getByRole('listitem')
      .filter({ hasText: 'Town Hall breakdown' })
      .getByRole('link', { name: 'Fix' })
      .click();
    await organiser.waitForURL(`${tournamentUrl}/breakdown`);
    await organiser.getByText('Needs 10 more town halls').first().waitFor();
    await organiser.getByLabel('Town Hall 15').fill('6');
    await organiser.getByLabel('Town Hall 14').fill('4');
    await organiser.getByText('10 / 10 town halls').waitFor();
    await organiser.getByRole('button', { name: 'Save breakdown' }).click();
    await organiser.getByText('Breakdown saved successfully!').first().waitFor();
    await organiser.goto(`${tournamentUrl}/publish`);
    await organiser.getByText('Everything is in place.').waitFor();
    await organiser.getByRole('button', { name: 'Publish tournament' }).click();
    await organiser.getByText('Tournament published').first().waitFor();

    await organiser.goto(`${app.baseUrl}/events/${eventId}`);
    const lineup = organiser.getByRole('region', { name: 'Town Hall breakdown · 10 bases' });
    expect(await lineup.getByRole('listitem').allTextContents()).toEqual(['6 × TH15', '4 × TH14']);
  }, 120_000);

  it('verifies twenty chiefs through the Clash of Clans API and forms two clans', async () => {
    const orm = await openOrm(app.databaseUrl);
    const connection = openRedis(app.redisUrl, { forQueues: true });
    const queues = new JobQueues(connection);
    try {
      for (const [name, chiefs] of [
        ['Alpha Clan', ALPHA],
        ['Bravo Clan', BRAVO],
      ] as const) {
        const em = orm.em.fork();
        const users = chiefs.map((chief) =>
          em.create(User, { discordId: discordIdOf({ username: chief.name }), name: chief.name }),
        );
        const team = em.create(Team, { name, gameId: 'coc', createdBy: users[0]!.id });
        users.forEach((user, index) => {
          em.create(TeamMember, { team, user, role: index === 0 ? 'captain' : 'member', status: 'active' });
        });
        await em.flush();
        teams.set(name, team.id);
        for (const [index, user] of users.entries()) {
          await requestCocVerification(
            {
              em: orm.em.fork(),
              actor: { userId: user.id, discordId: user.discordId ?? null, name: user.name },
              queues,
            },
            { playerTag: chiefs[index]!.tag, token: `token-${index}` },
          );
        }
      }
      await vi.waitFor(
        async () =>
          expect(await orm.em.fork().count(GameAccount, { gameId: 'coc', status: 'verified' })).toBe(20),
        { timeout: 60_000, interval: 250 },
      );
      expect(coc.verifyCalls).toHaveLength(20);
    } finally {
      await queues.close();
      await connection.quit();
      await orm.close();
    }
  }, 120_000);

  const register = async (captain: Page) => {
    await captain.goto(`${app.baseUrl}/events/${eventId}`);
    const panel = captain.getByRole('region', { name: 'Registration' });
    await panel.getByRole('button', { name: 'Register' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Register your team' });
    await dialog.getByRole('checkbox').first().waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(10);
    await dialog.getByRole('button', { name: 'Register' }).click();
    return { panel, dialog };
  };

  it("refuses Bravo, naming the Town Halls it lacks and has too many of, then takes both clans once Bravo's chief upgrades", async () => {
    const bravo = await person('Bravo 1', '/');
    const refused = await register(bravo);
    await refused.dialog
      .getByText(
        "Your roster's Town Halls do not match the breakdown: missing 1 × TH14; more than needed: 1 × TH13",
      )
      .waitFor();
    await bravo.keyboard.press('Escape');

    const alpha = await person('Alpha 1', '/');
    const taken = await register(alpha);
    await taken.panel.getByText('Registered as Alpha Clan').waitFor();

    // Bravo 10 upgrades and verifies again: the API's new level is kept, and Bravo now fields the breakdown.
    coc.setTownHall(BRAVO[9]!.tag, 14);
    const orm = await openOrm(app.databaseUrl);
    const connection = openRedis(app.redisUrl, { forQueues: true });
    const queues = new JobQueues(connection);
    try {
      const chief = await orm.em.fork().findOneOrFail(User, { name: 'Bravo 10' });
      await requestCocVerification(
        {
          em: orm.em.fork(),
          actor: { userId: chief.id, discordId: chief.discordId ?? null, name: chief.name },
          queues,
        },
        { playerTag: BRAVO[9]!.tag, token: 'token-upgraded' },
      );
      await vi.waitFor(
        async () =>
          expect(
            (await orm.em.fork().findOneOrFail(GameAccount, { inGameId: BRAVO[9]!.tag })).townHallLevel,
          ).toBe(14),
        { timeout: 30_000, interval: 250 },
      );
    } finally {
      await queues.close();
      await connection.quit();
      await orm.close();
    }
    const accepted = await register(bravo);
    await accepted.panel.getByText('Registered as Bravo Clan').waitFor();
  }, 120_000);

  it('plays the war: Alpha reports 12 : 10 with its lines, Bravo disputes, the organiser rules 12 : 14 with the checked lines', async () => {
    // Registration has closed and the war's day has come.
    const warDay = new Date(`${istDate(2)}T12:00:00+05:30`);
    await setServerNow(app.baseUrl, warDay);
    await call(organiser, 'POST', `/api/organiser/tournaments/${eventId}/phases/0/start`, {
      seeding: 'registration',
    });
    const matches = await call<{ items: { id: string; teamA: { name: string } }[] }>(
      organiser,
      'GET',
      `/api/events/${eventId}/matches?pageSize=10`,
    );
    const war = matches.items[0]!;
    await call(organiser, 'POST', `/api/matches/${war.id}/set-time`, {
      time: new Date(warDay.getTime() - 3_600_000).toISOString(),
    });
    const [reporter, disputer] =
      war.teamA.name === 'Alpha Clan' ? ['Alpha 1', 'Bravo 1'] : ['Bravo 1', 'Alpha 1'];
    const pageOf = async (name: string) => {
      for (const context of contexts)
        for (const page of context.pages())
          if ((await call<{ user: { name: string } }>(page, 'GET', '/api/me')).user.name === name)
            return page;
      throw new Error(`${name} is not signed in`);
    };
    const reporterPage = await pageOf(reporter);
    const me = await call<{ user: { id: string } }>(reporterPage, 'GET', '/api/me');
    await call(reporterPage, 'POST', `/api/matches/${war.id}/report`, {
      games: [
        {
          scoreA: 12,
          scoreB: 10,
          destructionA: 77.77,
          destructionB: 11.11,
          playerStats: [
            { userId: me.user.id, kills: 0, deaths: 0, offense: 300, defense: 100, army: 99, attack: 99 },
          ],
        },
      ],
    });
    await call(await pageOf(disputer), 'POST', `/api/matches/${war.id}/dispute`, {
      reason: 'Our last attack was not counted',
    });

    await organiser.goto(`${app.baseUrl}/events/${eventId}/matches/${war.id}`);
    await organiser.getByRole('button', { name: 'Resolve dispute' }).click();
    const dialog = organiser.getByRole('dialog', { name: 'Resolve dispute' });
    await dialog.getByLabel(`${war.teamA.name} score`).fill('12');
    await dialog
      .getByLabel(`${war.teamA.name === 'Alpha Clan' ? 'Bravo Clan' : 'Alpha Clan'} score`)
      .fill('14');
    // And the destruction each clan did, as the war log shows it.
    await dialog.getByLabel('Alpha Clan destruction %').fill('91.5');
    await dialog.getByLabel('Bravo Clan destruction %').fill('96.5');
    // The ruling carries the figures the organiser checked: Bravo 1's and Alpha 1's attacks.
    await dialog.getByText('Player stats (optional)').click();
    for (const [name, offense, defense, army, attack] of [
      ['Bravo 1', 3, 2, 88, 95],
      ['Alpha 1', 2, 1, 80, 70],
    ] as const) {
      await dialog.getByLabel(`${name} Offense, game 1`).fill(String(offense));
      await dialog.getByLabel(`${name} Defense, game 1`).fill(String(defense));
      await dialog.getByLabel(`${name} Army, game 1`).fill(String(army));
      await dialog.getByLabel(`${name} Attack, game 1`).fill(String(attack));
    }
    await dialog.getByRole('button', { name: 'Resolve dispute' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page draws the ruling once its match read comes back.
    await expect.poll(() => organiser.locator('main').innerText()).not.toContain('12 : 10');
  }, 120_000);

  it('shows the ruled war on the stats page, the team page and the standings overlay', async () => {
    const visitor = await browser.newPage({ viewport: viewports.desktop });
    watch(visitor);
    await visitor.goto(`${app.baseUrl}/events/${eventId}/stats`);
    const summary = visitor.getByRole('region', { name: 'Summary' });
    await summary.getByText('Total stars').waitFor();
    expect(await summary.innerText()).toMatch(/Total stars\s*26/i);
    expect(await summary.innerText()).toMatch(/Avg destruction\s*94\.00%/i);
    const attackers = visitor.getByRole('region', { name: 'Top attackers' });
    await attackers.getByRole('row').nth(2).waitFor();
    expect(
      (await attackers.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split(/\s+/).join(' ')),
    ).toEqual(['1 Bravo 1 Bravo Clan 2 88 95 3', '2 Alpha 1 Alpha Clan 1 80 70 2']);
    const stats = await visitor.locator('main').innerText();
    expect(stats).not.toMatch(/Top fraggers|Total kills|300|77\.77|11\.11/i);
    await shootBothWidths(visitor, 'coc-stats');

    await visitor.goto(`${app.baseUrl}/events/${eventId}/teams/${teams.get('Bravo Clan')}`);
    const figures = visitor.getByRole('region', { name: 'Team figures' });
    await figures.getByText('Stars').waitFor();
    expect(await figures.innerText()).toMatch(
      // Averages over the players with figures: Bravo 1 alone played (not 88 over ten players).
      /Stars\s*14\s*Avg destruction\s*96\.50%\s*Total offense\s*3\s*Total defense\s*2\s*Average army\s*88\s*Average attack\s*95/i,
    );
    expect(await figures.innerText()).not.toMatch(/Kills/i);
    await shootBothWidths(visitor, 'coc-team');

    // Bravo 1's profile counts their own war figures as ruled.
    await visitor
      .getByRole('link')
      .filter({ has: visitor.getByText('Bravo 1', { exact: true }) })
      .first()
      .click();
    const career = visitor.getByRole('region', { name: 'Clash of Clans statistics' });
    await career.getByText('Offense').waitFor();
    expect((await career.innerText()).split(/\s+/).join(' ')).toMatch(
      /^Clash of Clans · \d+ match(es)? Offense 3 Defense 2 Avg army 88 Avg attack 95$/,
    );

    await visitor.setViewportSize({ width: 1920, height: 1080 });
    await visitor.goto(`${app.baseUrl}/overlay/${eventId}/standings`);
    // The ruled war was the final: the overlay crowns Bravo and keeps the war's top attackers.
    const overlay = visitor.getByRole('region', { name: 'Final placings' });
    await overlay.getByText('Champion · Bravo Clan').waitFor();
    await overlay.getByRole('region', { name: 'Top attackers' }).getByText('Bravo 1').waitFor();
    const shown = await overlay.innerText();
    // Each leader's war figures, its ranking offense first; the event's stars and destruction beside them.
    expect(shown).toMatch(/Bravo 1\s*Bravo Clan · Offense 3 · Def 2 · Army 88 · Atk 95/);
    expect(shown).toMatch(/Total stars\s*26/);
    expect(shown).toMatch(/Avg destruction\s*94\.00%/);
    expect(shown).not.toMatch(/12 : 10|Offense 300|Kills|77\.77|11\.11/);
    await visitor.close();
  }, 120_000);

  it('answers /tournament-stats in Discord with the ruled stars and no kills', async () => {
    const interaction = commandInteraction(
      'tournament-stats',
      { tournament: eventId },
      { user: { id: '1500000000000000036', name: 'Fan' }, guildId: SERVER.id },
    );
    const response = await sendSigned(bot.url, bot.privateKey, interaction);
    expect(response.status).toBe(200);
    const answer = await vi.waitFor(
      () => {
        const last = discordRest.webhookCalls.filter((entry) => entry.token === interaction.token).at(-1);
        expect(last?.body?.embeds).toBeDefined();
        return last!.body as { embeds: { fields: { name: string; value: string }[] }[] };
      },
      { timeout: 15_000, interval: 100 },
    );
    const fields = Object.fromEntries(answer.embeds[0]!.fields.map((field) => [field.name, field.value]));
    expect(fields['Total stars']).toBe('26');
    expect(fields['Avg destruction']).toBe('94.00%');
    expect(fields['Top attackers']).toBe(
      '**1.** Bravo 1 (Bravo Clan): Defense 2 · Average army rating 88 · Average attack rating 95 · Offense 3\n' +
        '**2.** Alpha 1 (Alpha Clan): Defense 1 · Average army rating 80 · Average attack rating 70 · Offense 2',
    );
    expect(JSON.stringify(fields)).not.toMatch(/kill|frag|300/i);
    if (errors.length > 0) throw new Error(`console errors: ${errors.join('\n')}`);
  }, 60_000);
});
