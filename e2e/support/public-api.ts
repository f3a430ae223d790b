import { expect } from 'vitest';

/** A visitor's read of the public API (`/api<path>`, no session), which must answer 200. */
export async function publicApi<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
