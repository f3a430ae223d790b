import { seriesWonBy, sitePaths } from '@galaxia/core';
import {
  confirmMatchScore,
  Match,
  type Orm,
  openOrm,
  openRedis,
  type Redis,
  redisPublisher,
  reportMatchScore,
} from '@galaxia/core/server';
import { dbOf, type ScenarioPerson, singleEliminationSemiFinalsPending } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import { discordIdOf, type FreshApp, signInFresh, startFreshApp } from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';

const SERVER = { id: '990000000000000888', name: 'Correction Guild' };
/** The scores the organiser's corrections go through, in order: no page may show one after a later one. */
const SCORES = ['2:1', '1:2', '0:2'];

/**
 * A result corrected twice, 1 s apart, while viewers watch: the caster's overlay and a visitor's match
 * page (each its own browser, with the production read model and its `max-age=5` caching on) show the
 * final score within 2 s and never go back to an earlier one, live or from a cached answer.
 */
describe('live corrections in Chromium', () => {
  let app: FreshApp;
  let orm: Orm;
  let redis: Redis;
  let browser: Browser;
  let tournamentId = '';
  let matchId = '';
  const captains: ScenarioPerson[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startFreshApp({ env: { GALAXIA_PUBLIC_CACHE: 'on' } });
    orm = await openOrm(app.databaseUrl);
    redis = openRedis(app.redisUrl);
    browser = await launchBrowser();
    const people = { discordIdOf: (username: string) => discordIdOf({ username }) };
    const season = await singleEliminationSemiFinalsPending(dbOf(orm), {
      eventName: 'Correction Cup',
      organiser: 'Meera Organiser',
      server: SERVER,
      teams: ['Night Owls', 'Storm Riders', 'Iron Wolves', 'Sky Pirates'],
      people,
    });
    tournamentId = season.tournamentId;
    captains.push(...season.teams.map((team) => team.captain));
    matchId = season.matchIds.get('sf-1')!;
    await orm.em
      .fork()
      .nativeUpdate(
        Match,
        { id: matchId },
        { status: 'scheduled', scheduledTime: new Date(Date.now() - 60 * 60_000) },
      );
    // Semi-final 1 was played: Night Owls 2–1 Sky Pirates, reported and confirmed.
    const publish = redisPublisher(redis);
    const as = (captain: ScenarioPerson) => ({ em: orm.em.fork(), actor: captain });
    // A semi-final is a best of 3: reported as its games.
    const games = seriesWonBy(3, 'A').map((game) => ({ ...game, playerStats: [] }));
    await reportMatchScore(as(captains[0]!), { matchId, games }, { publish });
    await confirmMatchScore(as(captains[3]!), matchId, { publish });
  });
  afterAll(async () => {
    await browser?.close();
    await redis?.quit();
    await orm?.close();
    await app?.stop();
  });

  /** A viewer's page (its own browser context and cache) with every console error collected. */
  const viewerPage = async (path: string, viewport: { width: number; height: number }) => {
    const page = await browser.newPage({ viewport });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.goto(`${app.baseUrl}${path}`);
    return page;
  };

  /** Records every text the score element shows from now on (and the one it shows now). */
  const recordScores = (page: Page, testId: string) =>
    page.evaluate((id) => {
      const seen: string[] = [];
      (window as unknown as { scoresSeen: string[] }).scoresSeen = seen;
      const read = () => {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\s+/g, '');
        if (text && text !== seen.at(-1)) seen.push(text);
      };
      read();
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, testId);
  const scoresSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { scoresSeen: string[] }).scoresSeen);

  it('shows the final score of two corrections 1 s apart within 2 s, and never an older score after a newer one', async () => {
    const organiser = await browser.newPage({ viewport: viewports.desktop });
    await signInFresh(
      organiser,
      app,
      { username: 'Meera Organiser', guilds: [{ ...SERVER, owner: true }] },
      `/galaxia/tournaments/${tournamentId}/console`,
    );
    const overlay = await viewerPage(sitePaths.overlayMatch(tournamentId, matchId), {
      width: 1920,
      height: 1080,
    });
    const matchPage = await viewerPage(sitePaths.eventMatch(tournamentId, matchId), viewports.desktop);
    await overlay.getByTestId('overlay-score').filter({ hasText: '2:1' }).waitFor();
    await matchPage.getByTestId('match-score').filter({ hasText: '2:1' }).waitFor();
    // Both viewers asked for the match a moment ago: their browsers hold that answer (fresh for 5 s).
    await matchPage.reload();
    await matchPage.getByTestId('match-score').filter({ hasText: '2:1' }).waitFor();
    await recordScores(overlay, 'overlay-score');
    await recordScores(matchPage, 'match-score');

    const correct = (scoreA: number, scoreB: number) =>
      call(organiser, 'POST', `/api/matches/${matchId}/rulings/correct`, {
        scoreA,
        scoreB,
        reason: 'The captains swapped sides when reporting',
      });
    await correct(1, 2);
    // The second correction lands 1 s after the first: the subject of this journey, not a wait for a result.
    await organiser.waitForTimeout(1_000);
    await correct(0, 2);
    const landed = Date.now();
    await Promise.all([
      overlay.getByTestId('overlay-score').filter({ hasText: '0:2' }).waitFor({ timeout: 2_000 }),
      matchPage.getByTestId('match-score').filter({ hasText: '0:2' }).waitFor({ timeout: 2_000 }),
    ]);
    expect(Date.now() - landed).toBeLessThan(2_000);
    // Refetches answered from the browsers' caches would land now: watch on past their 5 s freshness.
    await organiser.waitForTimeout(6_000);

    for (const page of [overlay, matchPage]) {
      const seen = await scoresSeen(page);
      const order = seen.map((score) => SCORES.indexOf(score));
      expect(order.every((rank) => rank >= 0)).toBe(true);
      // Each score shown is the same or a later one than the score before it.
      expect(order.toSorted((a, b) => a - b)).toEqual(order);
      expect(seen.at(-1)).toBe('0:2');
    }
    await expect(matchPage.getByTestId('match-score').textContent()).resolves.toBe('0:2');
    await screenshot(matchPage, 'live-corrections-match-1280');
    // After a reload too (the browser's kept copy is older than what the page showed).
    await overlay.reload();
    await overlay.getByTestId('overlay-score').filter({ hasText: '0:2' }).waitFor({ timeout: 2_000 });
    expect(errors).toEqual([]);
    await Promise.all([organiser.close(), overlay.close(), matchPage.close()]);
  });
});
