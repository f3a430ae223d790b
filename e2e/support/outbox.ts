import type { Page } from 'playwright-core';

/**
 * Follows the link of the newest mail to `email` with this subject. The outbox answers only this machine's
 * own, unrelayed requests, so it is read from a fresh context without the person's X-Forwarded-For; the
 * link is then opened in the person's page.
 */
export async function followMailLink(page: Page, baseUrl: string, email: string, subject: string) {
  const reader = await page.context().browser()!.newPage();
  try {
    await reader.goto(`${baseUrl}/dev/outbox`);
    const mail = reader
      .getByRole('listitem')
      .filter({ has: reader.getByRole('heading', { name: subject }) })
      .first();
    await mail.getByText(`To: ${email}`).waitFor();
    const href = await mail.getByRole('link').first().getAttribute('href');
    await page.goto(new URL(href!, baseUrl).toString());
  } finally {
    await reader.close();
  }
}
