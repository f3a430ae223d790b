import * as defined from './index.ts';

/** Every entity module exports only entity schemas as values, so the namespace is the list. */
export const entities = Object.values(defined);
