import { openOrm } from '@galaxia/core/server';
import {
  checkConsistency,
  dbOf,
  playSeasonMatch,
  recordLiveUpdates,
  singleEliminationSemiFinalsPending,
} from '@galaxia/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { consistencyOf, hydratedTextIn } from '../support/consistency.ts';
import { type FreshApp, startFreshApp } from '../support/fresh-app.ts';

/**
 * testkit's consistency check on a played 4-team knockout: it finds every public view agreeing with the
 * database, and names the views and fields once a stored score is changed behind the site's back.
 */
describe('the consistency check', () => {
  let app: FreshApp;
  let browser: Browser;
  let tournamentId = '';
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    // The public read model on, as in production: what it keeps is what a stale view would show.
    app = await startFreshApp({ env: { GALAXIA_PUBLIC_CACHE: 'on' } });
    browser = await launchBrowser();
    const orm = await openOrm(app.databaseUrl);
    try {
      const db = dbOf(orm);
      const season = await singleEliminationSemiFinalsPending(db, {
        eventName: 'Truth Cup',
        teams: ['Alpha Wolves', 'Bravo Bears', 'Charlie Cats', 'Delta Dogs'],
      });
      tournamentId = season.tournamentId;
      await playSeasonMatch(db, season, 'sf-1', 'A');
      await playSeasonMatch(db, season, 'sf-2', 'B');
      await playSeasonMatch(db, season, 'final', 'B');
    } finally {
      await orm.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('finds every view agreeing with the database', async () => {
    const live = await recordLiveUpdates(app.baseUrl, tournamentId);
    const report = await consistencyOf({ ...app, tournamentId, browser, live, consoleErrors });
    live.close();
    expect(report.truth.matches.map((m) => [m.displayId, m.scoreA, m.scoreB])).toEqual([
      ['sf-1', 2, 1],
      ['sf-2', 1, 2],
      ['final', 1, 2],
    ]);
    expect(report.mismatches).toEqual([]);
    expect(report.compared).toBeGreaterThan(40);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('names each view and field that shows a number other than the database’s', async () => {
    // The read model still holds the match page's JSON it answered above; the stored score changes under it.
    const orm = await openOrm(app.databaseUrl);
    try {
      await orm.em
        .getConnection()
        .execute(`update matches set score_a = 0 where tournament_id = ? and display_id = 'sf-1'`, [
          tournamentId,
        ]);
    } finally {
      await orm.close();
    }
    const hydrated = hydratedTextIn(browser, app.baseUrl, consoleErrors);
    const report = await consistencyOf({ ...app, tournamentId });
    expect(report.mismatches).toContainEqual({
      view: `GET /api/events/${tournamentId}/matches/sf-1`,
      field: 'scoreA',
      expected: '0',
      actual: '2',
    });
    // A page that draws the final's score wrong (as a client regressing to an older state would).
    const wrongPage = await checkConsistency({
      ...app,
      tournamentId,
      hydratedText: async (path) =>
        path.endsWith('/matches/final') ? (await hydrated(path)).replace(/1\s*:\s*2/g, '1 : 1') : '',
    });
    expect(wrongPage.mismatches).toContainEqual({
      view: `page /events/${tournamentId}/matches/final`,
      field: 'final score',
      expected: '1 : 2',
      actual: expect.stringMatching(/^not shown/),
    });
  }, 120_000);
});
