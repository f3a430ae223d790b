import type { Page } from 'playwright-core';

/** A JSON call from a signed-in page, as its own session; a 4xx or 5xx throws with what the API said. */
export async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
  if (result.status >= 400)
    throw new Error(`${method} ${path} -> ${result.status} ${JSON.stringify(result.json)}`);
  return result.json as T;
}

/** A GET from a signed-in page, as its own session: the JSON it answers, whatever the status. */
export const pageJson = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p, { credentials: 'same-origin' })).json(), path) as Promise<T>;
