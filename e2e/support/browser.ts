import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { repoRoot } from './app-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google hosts this sandbox cannot reach.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

export const screenshotDir = join(repoRoot, 'e2e/screenshots');

/** Full-page screenshots kept under e2e/screenshots for a person to look at after the run. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `${name}.png`);
  // Sticky headers would be drawn where the page happened to be scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A Chromium with one desktop-sized page, for a journey that walks one page through its steps. */
export async function openDesktopPage(
  options: BrowserContextOptions = {},
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  return { browser, page: await browser.newPage({ viewport: viewports.desktop, ...options }) };
}
