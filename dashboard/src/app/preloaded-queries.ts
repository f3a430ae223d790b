import { createContext } from 'react';

/** One public read the server already answered: the RTK Query endpoint, its argument and the answer. */
export interface PreloadedQuery {
  endpointName: string;
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
