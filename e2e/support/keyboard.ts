import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What has focus, as a screen reader would start to say it: the element's tag (or role) and its name
 * (aria-label, aria-labelledby, its <label>, else its text). 'body' when focus fell to the page.
 */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' ');
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      (byIds(element.getAttribute('aria-labelledby')) ||
        (labels?.[0]?.textContent?.trim() ?? '') ||
        (element.textContent ?? '').replace(/\s+/g, ' ').trim());
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role}: ${name}`;
  });

/** Waits until focus is on `expected` (a focusedName, or a pattern for one): it lands a frame after a redraw. */
export async function expectFocus(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  const check = expect.poll(() => focusedName(page), { timeout });
  await (typeof expected === 'string' ? check.toBe(expected) : check.toMatch(expected));
}

/**
 * Presses Tab (or Shift+Tab) until focus is on `target`, as a keyboard user moves through a page; fails
 * naming every stop on the way when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: string | RegExp,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const stops: string[] = [];
  const matches = (name: string) => (typeof target === 'string' ? name === target : target.test(name));
  if (matches(await focusedName(page))) return;
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const name = await focusedName(page);
    if (matches(name)) return;
    stops.push(name);
  }
  throw new Error(`${max} presses of Tab did not reach ${target}; stops: ${stops.join(' | ')}`);
}

/** Types into the focused field after clearing it, as select-all then typing does. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
