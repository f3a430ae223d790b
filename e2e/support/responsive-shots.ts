import type { Page } from 'playwright-core';
import { screenshot, viewports } from './browser.ts';

/** Resolves once the page has laid out and painted at its current size, with its fonts loaded. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The page at desktop width and at phone width (`<name>-1280`, `<name>-375`), back at desktop after. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(viewports.mobile);
  await settled(page);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(viewports.desktop);
}
