import { EVENT_SECTIONS, type EventListPage, messages, organiserPaths, sitePaths } from '@galaxia/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, viewports } from '../support/browser.ts';
import { call } from '../support/page-call.ts';
import { settled } from '../support/responsive-shots.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const ORGANISER = 'Aarav Mehta';
const EXPECTED_REFUSAL =
  /^Failed to load resource: the server responded with a status of 40[134]|attempted to access non-existent route/;
const PLAYER = 'Ishaan Malhotra';

/** Stands in for an id in an address, so the paths module's functions give patterns to match walked routes. */
const ID = 'ID-PLACEHOLDER';
/** Pages of the paths module the walk leaves out, and why. */
const NOT_WALKED: Record<string, string> = {
  'sitePaths.devOutbox': 'development only: production and the test app serve no local outbox',
  'sitePaths.apiReference': "served by the api, not a dashboard page (the api's own reference document)",
};
/** The community page the walk gives the organiser's first server, when it has none yet. */
const COMMUNITY = {
  slug: 'accessibility-walk',
  description: 'Weekly **BGMI** scrims and a monthly cup. Everyone is welcome.',
  inviteUrl: '',
  socials: [],
};

/**
 * Every page the paths module names, as a pattern for the addresses that reach it: a function's ids
 * become any path segment; event sections and edit steps are expanded one pattern each.
 */
function sitePages(): { name: string; pattern: RegExp }[] {
  const toPattern = (path: string) =>
    new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(ID, '[^/]+')}$`);
  const pages: { name: string; pattern: RegExp }[] = [];
  for (const [module, entries] of Object.entries({ sitePaths, organiserPaths })) {
    for (const [key, value] of Object.entries(entries)) {
      const name = `${module}.${key}`;
      if (typeof value === 'string') pages.push({ name, pattern: toPattern(value) });
      else if (key === 'eventSection')
        for (const section of EVENT_SECTIONS)
          pages.push({ name: `${name}(${section})`, pattern: toPattern(value(ID, section as never)) });
      else if (key === 'editStep')
        for (const step of Object.keys(messages.pageMeta.pages.editSteps))
          pages.push({
            name: `${name}(${step})`,
            pattern: toPattern(value(ID, step === 'graphics' ? `graphics/${ID}` : (step as never))),
          });
      else
        pages.push({
          name,
          pattern: toPattern((value as (...ids: string[]) => string)(ID, ID).split('#')[0] ?? ''),
        });
    }
  }
  return pages;
}

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
      `/tournaments/${event.id}`,
      ...['upcoming', 'standings', `match/${match.split('/').at(-1)}`].map(
        (part) => `/overlay/${event.id}/${part}`,
      ),
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
      '/verify-email?token=unused',
      '/no-such-page',
    ];

    const organiser = await signedIn(ORGANISER, '/galaxia/tournaments');
    const mine = (await (
      await organiser.page.request.get(`${baseUrl}/api/organiser/tournaments`)
    ).json()) as {
      tournaments: { id: string }[];
    };
    // The console of a tournament with a map veto: its veto settings sit there beside the webhooks.
    let tournamentId = '';
    for (const { id } of mine.tournaments) {
      const read = await call<{ hasMapVeto: boolean }>(
        organiser.page,
        'GET',
        `/api/organiser/tournaments/${id}/console`,
      );
      if (read.hasMapVeto) tournamentId = id;
      if (tournamentId) break;
    }
    if (!tournamentId) throw new Error(`${ORGANISER} runs no tournament with a map veto`);
    const console = `/galaxia/tournaments/${tournamentId}/console`;
    const edit = `/galaxia/tournaments/${tournamentId}/edit`;
    // The seeded world has no community page: the organiser's first server gets one (kept if it has one).
    const me = await call<{ servers: { id: string }[] }>(organiser.page, 'GET', '/api/me');
    const serverId = me.servers[0]?.id;
    if (!serverId) throw new Error(`${ORGANISER} administers no server`);
    const settings = `/api/organiser/servers/${serverId}/community`;
    let { slug } = await call<{ slug: string | null }>(organiser.page, 'GET', settings);
    if (!slug) ({ slug } = await call<{ slug: string | null }>(organiser.page, 'PUT', settings, COMMUNITY));
    publicRoutes.push(`/c/${slug}`);
    await organiser.context.close();
    // The organiser captains no team; the player does.
    const captain = await signedIn(PLAYER, '/galaxia/teams');
    const team = await firstHref(captain.page, `${baseUrl}/galaxia/teams`, /^\/galaxia\/team\//);
    publicRoutes.push(await firstHref(captain.page, `${baseUrl}/my-teams`, /^\/my-teams\/[^/]+$/));
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
      '/galaxia/community',
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
      // The mailed link's unused token is refused (400), and the page says the link has expired.
      if (page.url().includes('/verify-email?') && /status of 400/.test(message.text())) return;
      errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const problems: string[] = [];
    for (const route of [...publicRoutes, ...organiserRoutes]) {
      await page.setViewportSize(viewports.desktop);
      await page.goto(`${baseUrl}${route}`);
      // A tournament's old address forwards to its event page once the script runs: axe reads that page.
      if (route.startsWith('/tournaments/')) {
        await page.waitForURL(/\/events\/[^/]+$/);
        await page.locator('#main h1').first().waitFor();
      }
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

  it('walks every page the paths module names', () => {
    const walked = [...publicRoutes, ...organiserRoutes].map((route) => route.split(/[?#]/)[0] ?? '');
    const missing = sitePages()
      .filter((page) => !(page.name.replace(/\(.*/, '') in NOT_WALKED) && !(page.name in NOT_WALKED))
      .filter((page) => !walked.some((route) => page.pattern.test(route)))
      .map((page) => page.name);
    expect(missing).toEqual([]);
  });

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
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.map((value) => value.split('#')[0] ?? '').find((value) => pattern.test(value));
  if (!href) throw new Error(`no link like ${pattern} on ${url}`);
  return href;
}
