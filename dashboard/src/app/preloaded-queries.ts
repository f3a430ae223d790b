import { createContext } from 'react';

/**
 * One public read the server already answered: its route by the route table's key (`events.detail`),
 * the argument of the dashboard endpoint that reads it (seeded-reads.ts) and the answer.
 */
export interface PreloadedQuery {
  route: string;
  arg: unknown;
  value: unknown;
}

/** The id of the JSON script the server writes the page's reads into (JSON, so the CSP lets it be). */
const PRELOADED_QUERIES_ID = 'galaxia-queries';

/**
 * The page's server-answered reads, for the parts of the first load that run without the store (the
 * home page): Redux and RTK Query load with the other pages, never with the home page.
 */
export const PreloadedReads = createContext<readonly PreloadedQuery[]>([]);

export function readPreloadedQueries(): PreloadedQuery[] {
  const script = document.getElementById(PRELOADED_QUERIES_ID);
  if (!script?.textContent) return [];
  try {
    return JSON.parse(script.textContent) as PreloadedQuery[];
  } catch {
    return [];
  }
}

/** The id of the JSON script naming the event data version the server drew the page from. */
const PRELOADED_VERSION_ID = 'galaxia-data-version';

/** The event and data version the server-rendered page shows, or null (a page of no event). */
export function readPreloadedDataVersion(): { eventId: string; version: number } | null {
  const text = document.getElementById(PRELOADED_VERSION_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { eventId?: unknown; version?: unknown };
    return typeof value.eventId === 'string' && typeof value.version === 'number'
      ? { eventId: value.eventId, version: value.version }
      : null;
  } catch {
    return null;
  }
}
