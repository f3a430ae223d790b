import type { EventListPage, EventMatchesPage } from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';

/** A visitor follows the live playoffs: what is on now comes first, and the list narrows by status. */
describe('event matches list in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: viewports.desktop });
  });
  afterAll(() => browser?.close());

  it('shows matches still to play before results, and narrows to completed ones with the Status filter', async () => {
    const ongoing = (await api<EventListPage>('/events')).items.find((item) => item.status === 'ongoing')!;
    const everything = await api<EventMatchesPage>(`/events/${ongoing.id}/matches`);
    const completed = await api<EventMatchesPage>(`/events/${ongoing.id}/matches?status=completed`);
    expect(everything.items[0]?.status).not.toBe('completed');
    expect(completed.items.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/events/${ongoing.id}/matches`);
    const rows = page.getByRole('main').getByRole('list').first().getByRole('link');
    await rows.first().waitFor();
    expect(await rows.first().innerText()).toContain(everything.items[0]!.name);

    await page.getByLabel('Status').selectOption({ label: 'Completed' });
    await page.waitForURL(`${baseUrl}/events/${ongoing.id}/matches?status=completed`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(completed.items[0]!.name) })
      .first()
      .waitFor();
    expect(await rows.count()).toBe(completed.items.length);
    expect(await rows.first().innerText()).toContain(completed.items[0]!.name);
    await screenshot(page, 'matches-list-completed-1280');
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'matches-list-completed-375');

    // Reloading keeps the filter: it lives in the address.
    await page.reload();
    await rows.first().waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('completed');
  });
});
