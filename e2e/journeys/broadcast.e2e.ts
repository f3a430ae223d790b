import { seriesWonBy } from '@galaxia/core';
import {
  confirmMatchScore,
  Match,
  type Orm,
  openOrm,
  openRedis,
  queuePorts,
  type Redis,
  redisPublisher,
  reportMatchScore,
} from '@galaxia/core/server';
import {
  dbOf,
  type ScenarioPerson,
  scenarioPerson,
  singleEliminationSemiFinalsPending,
} from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { discordIdOf, type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';

const SERVER = { id: '990000000000000777', name: 'Caster Guild' };
const OBS = { width: 1920, height: 1080 } as const;
// What OBS draws behind a transparent source: a checkerboard makes the transparency visible.
const CHECKERBOARD = 'repeating-conic-gradient(#3f3f46 0 25%, #18181b 0 50%) 0 0 / 48px 48px';

/**
 * A caster's whole path: the organiser grants the streamer role by name, the streamer claims a match
 * in Stream Tools and loads its scoreboard as OBS would; the confirmed result reaches the overlay live.
 */
describe('broadcast in Chromium', () => {
  let app: FreshApp;
  let orm: Orm;
  let redis: Redis;
  let browser: Browser;
  let tournamentId = '';
  let matchId = '';
  const captains: ScenarioPerson[] = [];

  beforeAll(async () => {
    app = await startFreshApp();
    orm = await openOrm(app.databaseUrl);
    redis = openRedis(app.redisUrl);
    browser = await launchBrowser();
    // The season so far: a 4-team single elimination already under way (how it got here is other journeys').
    const db = dbOf(orm);
    const people = { discordIdOf: (username: string) => discordIdOf({ username }) };
    const season = await singleEliminationSemiFinalsPending(db, {
      eventName: 'Caster Cup',
      organiser: 'Meera Organiser',
      server: SERVER,
      teams: ['Night Owls', 'Storm Riders', 'Iron Wolves', 'Sky Pirates'],
      people,
    });
    await scenarioPerson(db, 'Ishaan Casts', people);
    tournamentId = season.tournamentId;
    captains.push(...season.teams.map((team) => team.captain));
    matchId = season.matchIds.get('sf-1')!;
    // Semi-final 1 started ten minutes ago.
    await orm.em
      .fork()
      .nativeUpdate(
        Match,
        { id: matchId },
        { status: 'scheduled', scheduledTime: new Date(Date.now() - 10 * 60_000) },
      );
  });
  afterAll(async () => {
    await browser?.close();
    await redis?.quit();
    await orm?.close();
    await app?.stop();
  });

  const organiserPage = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInFresh(
      page,
      app,
      { username: 'Meera Organiser', guilds: [{ ...SERVER, owner: true }] },
      `/galaxia/tournaments/${tournamentId}/console`,
    );
    return page;
  };

  it('lets the organiser find a person by name and make them a streamer', async () => {
    const page = await organiserPage();
    await page.getByLabel('Add a streamer').fill('Ishaan');
    await page.getByRole('button', { name: 'Make streamer' }).click();
    await page.getByText('Ishaan Casts can now stream this tournament').waitFor();
    await page.getByRole('button', { name: 'Remove Ishaan Casts as streamer' }).waitFor();
    await page.close();
  });

  let caster: Page;
  let overlay: Page;

  it('lets the streamer claim the match, and hands them its scoreboard for OBS', async () => {
    caster = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInFresh(caster, app, { username: 'Ishaan Casts' }, '/galaxia/stream-tools');
    // The notification centre told them first.
    const notes = await caster.evaluate(async () => (await fetch('/api/notifications')).json());
    expect(notes.notifications[0]).toMatchObject({
      kind: 'streamer-granted',
      title: 'You can stream Caster Cup',
    });

    await caster.getByRole('button', { name: /Claim Night Owls vs Sky Pirates/ }).click();
    await caster.getByLabel('Platform').selectOption('Twitch');
    await caster.getByLabel('Watch link').fill('https://www.youtube.com/watch?v=abcdefgh123');
    await caster.getByRole('button', { name: 'Claim', exact: true }).click();
    await caster.getByText('A Twitch watch link must be on twitch.tv').waitFor();
    await caster.getByLabel('Watch link').fill('https://www.twitch.tv/ishaan_casts');
    await caster.getByRole('button', { name: 'Claim', exact: true }).click();
    const queue = caster.getByRole('region', { name: 'Your queue' });
    await queue.getByText('Claimed · Twitch').waitFor();
    await queue.getByRole('button', { name: 'Go live' }).click();
    await queue.getByText('Live · Twitch').waitFor();

    await queue.getByRole('button', { name: 'Overlays' }).click();
    const link = await caster.getByLabel('Scoreboard link', { exact: true }).inputValue();
    expect(new URL(link).pathname).toBe(`/overlay/${tournamentId}/match/${matchId}`);

    overlay = await browser.newPage({ viewport: OBS });
    await overlay.goto(link);
    await overlay.getByTestId('overlay-score').filter({ hasText: '0:0' }).waitFor();
    expect(await overlay.getByTestId('overlay-team-a').textContent()).toBe('Night Owls');
    expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  it('shows the confirmed score on the overlay without a reload', async () => {
    const ports = { publish: redisPublisher(redis), ...queuePorts };
    const as = (captain: ScenarioPerson) => ({ em: orm.em.fork(), actor: captain });
    // Night Owls (seed 1) report 2–1 and Sky Pirates (seed 4) confirm, as they would on the match page.
    const games = seriesWonBy(3, 'A').map((game) => ({ ...game, playerStats: [] }));
    await reportMatchScore(as(captains[0]!), { matchId, games }, { publish: ports.publish });
    await confirmMatchScore(as(captains[3]!), matchId, { publish: ports.publish });
    // How fast it arrives is measured in bench/, not asserted here.
    await overlay.getByTestId('overlay-score').filter({ hasText: '2:1' }).waitFor();
  });

  it('draws each overlay on a transparent 1920×1080 canvas', async () => {
    const shoot = async (path: string, name: string, ready: string) => {
      await overlay.goto(`${app.baseUrl}${path}`);
      await overlay.getByText(ready).first().waitFor();
      await overlay.evaluate((background) => {
        document.documentElement.style.background = background;
      }, CHECKERBOARD);
      await screenshot(overlay, `overlay-${name}-1920`);
    };
    await shoot(`/overlay/${tournamentId}/match/${matchId}`, 'scoreboard', 'Night Owls');
    await shoot(`/overlay/${tournamentId}/upcoming`, 'upcoming', 'Up next');
    await shoot(`/overlay/${tournamentId}/standings`, 'standings', 'Playoffs');
    await caster.close();
    await overlay.close();
  });
});
