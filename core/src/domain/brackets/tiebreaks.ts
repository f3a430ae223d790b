/**
 * How a group stage or a Swiss stage orders teams level on the criteria before. The organiser sets
 * the order per phase; the engine always ends on seed so every table is a total order.
 */
export const tiebreakKinds = [
  'points',
  'head-to-head',
  'score-difference',
  'buchholz',
  'median-buchholz',
  'seed',
] as const;

export type Tiebreak = (typeof tiebreakKinds)[number];

export const defaultTiebreaks = {
  'group-stage': ['points', 'head-to-head', 'score-difference', 'seed'],
  swiss: ['points', 'buchholz', 'score-difference', 'seed'],
} as const satisfies Record<string, readonly Tiebreak[]>;

/** The order actually applied: the organiser's, with seed appended when missing. */
export const effectiveTiebreaks = (order: readonly Tiebreak[]): Tiebreak[] =>
  order.includes('seed') ? [...order] : [...order, 'seed'];
