import { GuildSettings, openOrm } from '@galaxia/core/server';
import type { LiveRecorder } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { launchBrowser, viewports } from '../browser.ts';
import { consistencyOf } from '../consistency.ts';
import { type FreshApp, setServerNow, signInFresh, startFreshApp } from '../fresh-app.ts';
import { pngBytes } from '../sign-in.ts';

/** The Discord server every season's organiser owns. */
export const SEASON_GUILD = { id: '990000000000002801', name: 'Season League', owner: true };
/** The season server's channels: where the workers post announcements and results, and log rulings. */
const SEASON_CHANNELS = {
  announcements: '990000000000002811',
  matchThreads: '990000000000002813',
  log: '990000000000002812',
};
/** Tournament times are IST: a wall-clock moment there. */
export const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/**
 * What every season journey stands on: a fresh app (workers and, when asked, the bot on its one clock),
 * one browser, people signed in by Discord whose console errors and 5xx answers are all collected, and
 * the shared clock. Duel and battle-royale seasons differ in how they play, not in this.
 */
export class SeasonStage {
  app!: FreshApp;
  browser!: Browser;
  clock = new Date();
  readonly consoleErrors: string[] = [];
  readonly serverErrors: string[] = [];
  private readonly started = Date.now();

  async start(options: { bot?: boolean } = {}) {
    this.app = await startFreshApp({ workers: true, ...(options.bot ? { bot: true } : {}) });
    this.browser = await launchBrowser();
    // The server's Discord settings (the discord-settings journey picks them in the UI): announcements and
    // results in one channel, a private thread per match, organiser actions in the log channel, so every
    // season's posts and thread cards are checked.
    const orm = await openOrm(this.app.databaseUrl);
    try {
      const em = orm.em.fork();
      em.create(GuildSettings, {
        guildId: SEASON_GUILD.id,
        announcementChannelId: SEASON_CHANNELS.announcements,
        matchThreadsChannelId: SEASON_CHANNELS.matchThreads,
        logChannelId: SEASON_CHANNELS.log,
        participantRoleId: null,
        captainRoleId: null,
      });
      await em.flush();
    } finally {
      await orm.close();
    }
  }

  /**
   * What the workers posted to the (fake) Discord once they are done: the completion post is there (when
   * the title is decided) and nothing new arrived for a second.
   */
  async settledPosts(finished: boolean) {
    const posts = this.app.discord.messages;
    let count = -1;
    await vi.waitFor(
      () => {
        const before = count;
        count = posts.length;
        const complete = posts.some((post) => JSON.stringify(post.body).includes(' is complete'));
        if (count !== before || (finished && !complete)) throw new Error(`${count} posts so far`);
      },
      { timeout: 30_000, interval: 1_000 },
    );
    return posts;
  }

  async stop(label: string) {
    await this.browser?.close();
    await this.app?.stop();
    console.info(`[season ${label}] took ${Math.round((Date.now() - this.started) / 1000)} s`);
  }

  watch(page: Page, who: string): Page {
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(`${who}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.consoleErrors.push(`${who}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) this.serverErrors.push(`${response.status()} ${response.url()}`);
    });
    return page;
  }

  /** A person signed in by Discord in their own tab (IST), landing on `returnTo`. */
  async person(username: string, returnTo = '/', guilds?: (typeof SEASON_GUILD)[]): Promise<Page> {
    const context = await this.browser.newContext({
      viewport: viewports.desktop,
      timezoneId: 'Asia/Kolkata',
    });
    const page = this.watch(await context.newPage(), username);
    await signInFresh(page, this.app, { username, ...(guilds ? { guilds } : {}) }, returnTo);
    return page;
  }

  async visitor(): Promise<Page> {
    const context = await this.browser.newContext({
      viewport: viewports.desktop,
      timezoneId: 'Asia/Kolkata',
    });
    return this.watch(await context.newPage(), 'visitor');
  }

  async moveClock(at: Date) {
    this.clock = at;
    await setServerNow(this.app.baseUrl, at);
  }

  /** The shared clock `minutes` on from where it stands. */
  moveClockBy(minutes: number) {
    return this.moveClock(new Date(this.clock.getTime() + minutes * 60_000));
  }

  /**
   * The consistency check over every view, then no console error and no 5xx anywhere. `heard` is what
   * the live stream must have carried: duel seasons' match frames, or any frame (lobby results).
   */
  async expectConsistent(
    eventId: string,
    live: LiveRecorder | undefined,
    minimumCompared: number,
    heard: 'match' | 'any' = 'match',
  ) {
    const discordPosts = await this.settledPosts(true);
    const report = await consistencyOf({
      baseUrl: this.app.baseUrl,
      databaseUrl: this.app.databaseUrl,
      tournamentId: eventId,
      browser: this.browser,
      consoleErrors: this.consoleErrors,
      discordPosts,
      ...(live ? { live } : {}),
    });
    live?.close();
    // All in one comparison, so a failing season names every problem at once.
    // A duel season's matches each had a thread: its cards were among the posts compared.
    const threads = heard === 'match' ? this.app.discord.threads.size > 0 : true;
    expect({
      threads,
      heard: ((heard === 'match' ? live?.frames : live?.updates) ?? 0) > 0,
      mismatches: report.mismatches,
      champion: report.truth.champion !== null,
      consoleErrors: this.consoleErrors,
      serverErrors: this.serverErrors,
    }).toEqual({
      threads: true,
      heard: true,
      mismatches: [],
      champion: true,
      consoleErrors: [],
      serverErrors: [],
    });
    expect(report.compared).toBeGreaterThan(minimumCompared);
    return report;
  }
}

/** What differs between seasons when the organiser creates and publishes one. */
export interface SeasonSetup {
  /** As the Create dialog's Game select names it. */
  label: string;
  /** Basic's Format select: the team size the game's teams play with. */
  format: string;
  description: string;
  /** Fills the Roadmap step's phases, up to (not including) "Save all Phases". */
  roadmap: (organiser: Page) => Promise<void>;
  /** Clash of Clans: fills the Breakdown step (after the calendar), up to (not including) its Save. */
  breakdown?: (organiser: Page) => Promise<void>;
}

/**
 * The organiser creates the tournament, fills Basic, the roadmap, registration (open from today to the
 * 10th of next month) and the calendar, and publishes, all through the UI. Answers the event's id.
 */
export async function createAndPublish(organiser: Page, setup: SeasonSetup): Promise<string> {
  await organiser.getByText('No tournaments yet').waitFor();
  await organiser.getByRole('button', { name: 'Create Tournament' }).first().click();
  const dialog = organiser.getByRole('dialog', { name: 'Create Tournament' });
  await dialog.getByLabel('Tournament name').fill(`${setup.label} Season Cup`);
  await dialog.getByLabel('Season number').fill('1');
  await dialog.getByLabel('Game').selectOption({ label: setup.label });
  await dialog.getByLabel('Discord server').selectOption({ label: SEASON_GUILD.name });
  await dialog.getByRole('button', { name: 'Create Tournament' }).click();
  await organiser.waitForURL(/\/galaxia\/tournaments\/[0-9a-f-]+\/edit\/basic$/);
  const editUrl = organiser.url().replace(/\/basic$/, '');
  const eventId = editUrl.split('/').at(-2) ?? '';

  await organiser.getByLabel('Event name').waitFor();
  await organiser.getByLabel('Format').selectOption({ label: setup.format });
  await organiser.getByLabel('Prize pool').fill('₹40,000');
  await organiser.getByLabel('Event description').fill(setup.description);
  const verified = organiser.getByLabel('Require verified accounts');
  // Verified game accounts are the entry-verification journey's subject: a season asks for none.
  if ((await verified.count()) > 0 && (await verified.isChecked())) await verified.click();
  await organiser.getByLabel('Poster', { exact: true }).setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: await pngBytes(organiser, 320, 180),
  });
  await organiser.getByRole('img', { name: 'Poster preview' }).waitFor();
  await organiser.getByRole('button', { name: 'Save Changes' }).click();
  await organiser.waitForURL(`${editUrl}/roadmap`);

  await organiser.getByLabel('Format').waitFor();
  await setup.roadmap(organiser);
  await organiser.getByRole('button', { name: 'Save all Phases' }).click();
  await organiser.waitForURL(`${editUrl}/registration`);

  await organiser.getByRole('heading', { name: 'Registration', exact: true }).waitFor();
  await organiser.getByRole('button', { name: 'Start date' }).click();
  await organiser
    .getByRole('grid')
    .getByRole('button', { name: /, today/ })
    .click();
  await organiser.getByLabel('Start time').fill('00:00');
  await organiser.getByRole('button', { name: 'End date' }).click();
  await organiser.getByRole('button', { name: /next month/i }).click();
  await organiser.getByRole('grid').getByRole('button', { name: /^10 / }).click();
  await organiser.getByRole('button', { name: 'Save registration' }).click();
  await organiser.waitForURL(`${editUrl}/calendar`);
  await organiser.getByLabel('Round').first().waitFor();
  await organiser.getByRole('button', { name: 'Save calendar' }).click();
  if (setup.breakdown) {
    await organiser.waitForURL(`${editUrl}/breakdown`);
    await setup.breakdown(organiser);
    await organiser.getByRole('button', { name: 'Save breakdown' }).click();
  }
  await organiser.waitForURL(`${editUrl}/graphics/poster`);
  await organiser.getByRole('link', { name: 'Continue to Publish' }).click();
  await organiser.getByText('Everything is in place.').waitFor();
  await organiser.getByRole('button', { name: 'Publish tournament' }).click();
  await organiser.getByText('Tournament published').first().waitFor();
  return eventId;
}
