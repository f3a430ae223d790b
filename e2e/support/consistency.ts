import { type ConsistencyReport, checkConsistency, type LiveRecorder } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { viewports } from './browser.ts';

/**
 * A page's text once hydrated and settled, read in a fresh visitor's tab (the viewer's zone is the
 * event's, IST). Console errors met on the way are collected for the caller to fail on.
 */
export function hydratedTextIn(browser: Browser, baseUrl: string, consoleErrors: string[]) {
  return async (path: string): Promise<string> => {
    const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
    const page: Page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${path}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${path}: ${error.message}`));
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // Settled: the same text twice, 400 ms apart (queries answered, live stream connected).
      let before = '';
      for (let tries = 0; tries < 25; tries++) {
        await page.waitForTimeout(400);
        const text = await page.evaluate(() => document.body.innerText);
        if (text === before && text.trim() !== '') return text;
        before = text;
      }
      return before;
    } finally {
      await context.close();
    }
  };
}

/** Runs testkit's consistency check with every view a journey has; answers its report. */
export async function consistencyOf(options: {
  baseUrl: string;
  databaseUrl: string;
  tournamentId: string;
  browser?: Browser;
  live?: LiveRecorder;
  discordPosts?: readonly unknown[];
  consoleErrors?: string[];
}): Promise<ConsistencyReport> {
  const { browser, consoleErrors = [], ...rest } = options;
  return checkConsistency({
    ...rest,
    ...(browser ? { hydratedText: hydratedTextIn(browser, options.baseUrl, consoleErrors) } : {}),
  });
}
