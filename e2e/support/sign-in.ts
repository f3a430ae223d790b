import type { Page } from 'playwright-core';

/** Uses the labelled demo sign-in (no Discord app in tests) as a seeded person. */
export async function signInAsDemo(page: Page, baseUrl: string, name: string, returnTo = '/') {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((path) => localStorage.setItem('loginReturnUrl', path), returnTo);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** A small valid PNG of the given size, drawn in the page so no binary fixture is kept in the repo. */
export async function pngBytes(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const ctx = canvas.getContext('2d');
      if (ctx) {
        const gradient = ctx.createLinearGradient(0, 0, w as number, h as number);
        gradient.addColorStop(0, '#a855f7');
        gradient.addColorStop(1, '#22d3ee');
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, w as number, h as number);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}
