import type { EventListPage } from '@galaxia/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, viewports } from '../support/browser.ts';
import { settled } from '../support/responsive-shots.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const ORGANISER = 'Aarav Mehta';
const EXPECTED_REFUSAL =
  /^Failed to load resource: the server responded with a status of 40[134]|attempted to access non-existent route/;
const PLAYER = 'Ishaan Malhotra';

/**
 * Every page of the site, read by axe (WCAG 2.2 A/AA) at desktop and phone width, signed out, as a player and
 * as an organiser: a serious or critical violation anywhere fails the walk, listed with its page.
 */
describe('every page passes axe for every viewer at 1280 and 375 px', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let publicRoutes: string[] = [];
  let organiserRoutes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetch(`${baseUrl}/api/events?pageSize=50`)).json()) as EventListPage;
    const event = list.items.find((item) => item.title.startsWith('BGMI Masters Series'));
    if (!event) throw new Error('the seeded app has no BGMI Masters Series');
    const e = `/events/${event.id}`;
    const finder = await browser.newPage();
    const teamPage = await firstHref(finder, `${baseUrl}${e}/teams`, /^\/events\/[^/]+\/teams\/[^/]+$/);
    const lobby = await firstHref(finder, `${baseUrl}${e}/matches`, /\/lobbies\//);
    const player = await firstHref(finder, `${baseUrl}${teamPage}`, /^\/players\//);
    let match = '';
    for (const item of list.items) {
      const page = (await (await fetch(`${baseUrl}/api/events/${item.id}/matches`)).json()) as {
        items?: { id: string }[];
      };
      const first = page.items?.[0];
      if (first) {
        match = `/events/${item.id}/matches/${first.id}`;
        break;
      }
    }
    if (!match) throw new Error('the seeded app has no match');
    await finder.close();
    publicRoutes = [
      '/',
      '/events',
      e,
      ...[
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
      ].map((section) => `${e}/${section}`),
      teamPage,
      lobby,
      match,
      player,
      '/creatives',
      '/creatives/graphic-design',
      '/tournaments',
      '/about',
      '/contact',
      '/profile',
      '/settings',
      '/settings/game-accounts',
      '/my-teams',
      '/single',
      '/login',
      '/sign-up',
      '/forgot-password',
      '/reset-password?token=unused',
      '/no-such-page',
    ];

    const organiser = await signedIn(ORGANISER, '/galaxia/tournaments');
    const mine = (await (
      await organiser.page.request.get(`${baseUrl}/api/organiser/tournaments`)
    ).json()) as {
      tournaments: { id: string }[];
    };
    const tournamentId = mine.tournaments[0]?.id;
    if (!tournamentId) throw new Error(`${ORGANISER} runs no tournament`);
    const console = `/galaxia/tournaments/${tournamentId}/console`;
    const edit = `/galaxia/tournaments/${tournamentId}/edit`;
    await organiser.context.close();
    // The organiser captains no team; the player does.
    const captain = await signedIn(PLAYER, '/galaxia/teams');
    const team = await firstHref(captain.page, `${baseUrl}/galaxia/teams`, /^\/galaxia\/team\//);
    await captain.context.close();
    organiserRoutes = [
      '/galaxia',
      '/galaxia/tournaments',
      console,
      ...['basic', 'roadmap', 'calendar', 'registration', 'breakdown', 'publish', 'graphics/poster'].map(
        (step) => `${edit}/${step}`,
      ),
      '/galaxia/teams',
      team,
      '/galaxia/stream-tools',
      '/galaxia/verify',
      '/galaxia/discord',
      '/galaxia/commands',
      '/galaxia/enquiries',
      '/galaxia/no-such-page',
    ];
  });
  afterAll(() => browser?.close());

  async function signedIn(
    name: string | null,
    returnTo = '/',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: viewports.desktop });
    // Its own address: journeys running alongside spend 127.0.0.1's sign-in budget.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.37.1.1' });
    const page = await context.newPage();
    if (name) await signInAsDemo(page, baseUrl, name, returnTo);
    return { context, page };
  }

  async function walk(viewer: string | null) {
    const { context, page } = await signedIn(viewer);
    const errors: string[] = [];
    page.on('console', (message) => {
      // A page this viewer may not see (signed out, not its organiser, no such page) is refused by the api,
      // which the browser logs; the page itself says so, and that is what axe reads.
      if (message.type() !== 'error' || EXPECTED_REFUSAL.test(message.text())) return;
      errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const problems: string[] = [];
    for (const route of [...publicRoutes, ...organiserRoutes]) {
      await page.setViewportSize(viewports.desktop);
      await page.goto(`${baseUrl}${route}`);
      await loaded(page);
      for (const viewport of [viewports.desktop, viewports.mobile]) {
        await page.setViewportSize(viewport);
        await settled(page);
        for (const line of await seriousViolations(page))
          problems.push(`${route} @${viewport.width}: ${line}`);
      }
    }
    await context.close();
    expect({ problems, errors }).toEqual({ problems: [], errors: [] });
  }

  it('signed out', () => walk(null), 600_000);
  it('as a player', () => walk(PLAYER), 600_000);
  it('as an organiser', () => walk(ORGANISER), 600_000);
});

/** Waits until the page's reads have arrived: no loading placeholder left. */
async function loaded(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => !document.querySelector('.animate-pulse, [role="status"][aria-busy="true"]'),
    {
      timeout: 10_000,
    },
  );
}

/** The first link on a page whose path matches, for pages whose address holds a seeded id. */
async function firstHref(page: Page, url: string, pattern: RegExp): Promise<string> {
  await page.goto(url);
  await loaded(page);
  // The list may arrive after its placeholder has gone.
  await page
    .waitForFunction(
      (source) =>
        [...document.querySelectorAll('a[href]')].some((a) =>
          new RegExp(source).test(a.getAttribute('href') ?? ''),
        ),
      pattern.source,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.map((value) => value.split('#')[0] ?? '').find((value) => pattern.test(value));
  if (!href) throw new Error(`no link like ${pattern} on ${url}`);
  return href;
}
