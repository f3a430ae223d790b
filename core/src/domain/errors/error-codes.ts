import { messages } from '../messages/index.ts';

/** Codes that name a situation rather than one catalogue entry; several messages may share one. */
export const ERROR_CODES = {
  /** The record changed since the client read it: reload before writing again. */
  staleWrite: 'STALE_WRITE',
  /** A request body, query or path failed its contract; `fields` says where. */
  invalidInput: 'INVALID_INPUT',
  /** Nobody foresaw the failure; the message says so without leaking anything. */
  internal: 'INTERNAL',
} as const;

const screaming = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * Every fixed catalogue text mapped to `AREA_KEY` (messages.tournament.roadmapLocked →
 * TOURNAMENT_ROADMAP_LOCKED; the generic `http` texts keep their bare key: UNAUTHENTICATED): a code is
 * as stable as the catalogue key it comes from. Texts built by a function have no fixed key; their
 * errors pass a code or fall back to their kind.
 */
const codeByText: ReadonlyMap<string, string> = (() => {
  const codes = new Map<string, string>();
  // The generic http texts name their code first: a page title with the same words must not take it.
  const areas = Object.entries(messages).sort(([a], [b]) => Number(b === 'http') - Number(a === 'http'));
  for (const [area, entries] of areas) {
    for (const [key, text] of Object.entries(entries)) {
      if (typeof text === 'string' && !codes.has(text))
        codes.set(text, area === 'http' ? screaming(key) : `${screaming(area)}_${screaming(key)}`);
    }
  }
  return codes;
})();

export const errorCodeOf = (message: string): string | undefined => codeByText.get(message);
