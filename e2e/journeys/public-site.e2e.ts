import type { EventListPage, EventMatchesPage, EventTeamsPage, FeaturedTournaments } from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDesktopPage } from '../support/browser.ts';
import { publicApi } from '../support/public-api.ts';
import { shootBothWidths } from '../support/responsive-shots.ts';

const SERVICE_PAGES = [
  ['graphic-design', 'Graphic Design'],
  ['broadcasting', 'Broadcasting & VFX'],
  ['casters', 'Casters & Hosts'],
  ['technical', 'Technical Support'],
  ['marketing', 'Media Marketing'],
  ['community', 'Community Management'],
  ['case-studies', 'Case studies'],
] as const;

/** The company pages, the tournaments list, the contact form and the bracket demo. */
describe('public site pages in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  const api = <T>(path: string) => publicApi<T>(baseUrl, path);
  const shoot = (name: string) => shootBothWidths(page, `public-${name}`);
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    ({ browser, page } = await openDesktopPage());
  });
  afterAll(() => browser?.close());

  it('shows the featured tournaments from the API on the home page, and the hero fades on scroll', async () => {
    const { tournaments } = await api<FeaturedTournaments>('/events/featured');
    await page.goto(`${baseUrl}/`);
    const featured = main().getByRole('region', { name: 'Featured tournaments' });
    for (const tournament of tournaments) {
      const card = featured.getByRole('link', { name: new RegExp(tournament.title) });
      expect(await card.getAttribute('href')).toBe(`/tournaments/${tournament.id}`);
      await card.getByText(`${tournament.participants} teams`).waitFor();
    }
    expect(await main().getByRole('link', { name: 'Explore Events' }).getAttribute('href')).toBe('/events');
    expect(await main().getByRole('link', { name: 'More about Galaxia' }).getAttribute('href')).toBe(
      '/about',
    );
    expect(await main().getByRole('region', { name: 'Creative services' }).getByRole('link').count()).toBe(7);
    await shoot('home');

    await page.evaluate(() => window.scrollTo(0, 250));
    await expect
      .poll(() =>
        page
          .locator('main section')
          .first()
          .evaluate((hero) => Number(getComputedStyle(hero).opacity)),
      )
      .toBeCloseTo(0.5, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('opens a featured tournament at its event page', async () => {
    const { tournaments } = await api<FeaturedTournaments>('/events/featured');
    await main()
      .getByRole('link', { name: new RegExp(tournaments[0]!.title) })
      .click();
    await page.waitForURL(`${baseUrl}/events/${tournaments[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: tournaments[0]!.title }).waitFor();
  });

  it('lists every published tournament on /tournaments', async () => {
    const events = await api<EventListPage>('/events');
    await page.goto(`${baseUrl}/tournaments`);
    await page.getByRole('heading', { level: 1, name: 'Tournaments' }).waitFor();
    await main().getByRole('heading', { level: 3 }).first().waitFor();
    expect((await main().getByRole('heading', { level: 3 }).allInnerTexts()).sort()).toEqual(
      events.items.map((event) => event.title).sort(),
    );
    await shoot('tournaments');
  });

  it('shows the creatives page with services, case studies and the process', async () => {
    await page.goto(`${baseUrl}/creatives`);
    await page.getByRole('heading', { level: 1, name: 'Creative services for esports' }).waitFor();
    for (const step of ['Consultation', 'Planning', 'Execution', 'Delivery']) {
      await main().getByRole('heading', { level: 3, name: step }).waitFor();
    }
    expect(await main().getByRole('region', { name: 'Case studies' }).getByRole('article').count()).toBe(3);
    await shoot('creatives');
  });

  it.each(SERVICE_PAGES)('shows the service page /creatives/%s', async (slug, title) => {
    await page.goto(`${baseUrl}/creatives/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await main().getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await shoot(`creatives-${slug}`);
  });

  it('shows the about page', async () => {
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { level: 1, name: 'About Galaxia' }).waitFor();
    await main().getByText('50+').waitFor();
    await shoot('about');
  });

  it('checks the contact form, sends it and confirms', async () => {
    await page.goto(`${baseUrl}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter your name').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await shoot('contact-errors');
    await form.getByLabel('Name').fill('Neha Sharma');
    await form.getByLabel('Email').fill('neha@example.in');
    await form.getByLabel('Subject').fill('Broadcast for our college finals');
    await form
      .getByLabel('Message')
      .fill('We are running a Valorant final in March and would like a caster pair.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await main().getByRole('heading', { name: 'Message sent' }).waitFor();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/Your message has been sent/)
      .waitFor();
    await shoot('contact-sent');
  });

  it('finds the event for a team or match link without the event in the path', async () => {
    const events = await api<EventListPage>('/events');
    const ongoing = events.items.find((event) => event.status === 'ongoing')!;
    const teams = await api<EventTeamsPage>(`/events/${ongoing.id}/teams`);
    const team = teams.items[0]!;
    await page.goto(`${baseUrl}/teams/${team.id}`);
    await page.waitForURL(`${baseUrl}/events/${ongoing.id}/teams/${team.id}`);
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();

    const matches = await api<EventMatchesPage>(`/events/${ongoing.id}/matches`);
    const match = matches.items[0]!;
    await page.goto(`${baseUrl}/matches/${match.id}`);
    await page.waitForURL(`${baseUrl}/events/${ongoing.id}/matches/${match.id}`);
    await page.getByRole('heading', { level: 1, name: match.name }).waitFor();
  });

  it('plays out every bracket format in the browser on /single, in several styles', async () => {
    await page.goto(`${baseUrl}/single`);
    await page.getByRole('heading', { level: 1, name: 'Brackets, played out' }).waitFor();
    const tree = main().getByRole('region', { name: 'Single Elimination' });
    expect(await tree.getByRole('article').count()).toBe(8);
    await tree.getByRole('article', { name: /^Final:/ }).waitFor();
    await shoot('single');
    const formats = page.getByRole('group', { name: 'Format' });
    const styles = page.getByRole('group', { name: 'Style' });
    await styles.getByRole('button', { name: 'Neon' }).click();
    await formats.getByRole('button', { name: 'Double Elimination' }).click();
    await main().getByRole('heading', { name: 'Losers bracket' }).waitFor();
    await shoot('single-double-neon');
    await styles.getByRole('button', { name: 'Minimal' }).click();
    await formats.getByRole('button', { name: 'Group Stage' }).click();
    await main().getByRole('table', { name: 'Group A' }).waitFor();
    await main().getByRole('table', { name: 'Group B' }).waitFor();
    await shoot('single-groups-minimal');
    await formats.getByRole('button', { name: 'Swiss' }).click();
    await main().getByRole('table', { name: 'Standings' }).waitFor();
    expect(await main().getByRole('table', { name: 'Standings' }).getByRole('rowheader').count()).toBe(8);
    await shoot('single-swiss');
  });
});
