import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';

describe('public shell in Chromium', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the header navigation Home, Events, Creatives, Galaxia on the home page', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['HOME', 'EVENTS', 'CREATIVES', 'GALAXIA']);
    expect(await nav.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/events');
    await screenshot(page, 'home-1280');
    await page.close();
  });

  it('opens the mobile menu from the toggle at 375 px', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    await page.goto(`${baseUrl}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    expect(await mobile.getByRole('link').allInnerTexts()).toEqual([
      'HOME',
      'EVENTS',
      'CREATIVES',
      'GALAXIA',
    ]);
    await screenshot(page, 'home-375-menu');
    await page.close();
  });

  it('opens a linked page at its top, and Back returns to where the reader was', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${baseUrl}/`);
    const about = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' });
    await about.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await about.click();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.close();
  });

  it('answers an unknown path with the 404 page, logs the path, and returns home', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl}/no/such/page?x=1`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    // The server drew the page; the path is logged once the browser has taken it over.
    await expect.poll(() => errors.some((text) => text.includes('/no/such/page'))).toBe(true);
    await screenshot(page, 'not-found-1280');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });
});
