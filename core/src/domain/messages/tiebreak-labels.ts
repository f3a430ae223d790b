/**
 * The names of the tiebreaks that rank a table, in English: the roadmap editor (en.ts, `roadmap`) and
 * the standings (`brackets.tiebreakLabels` in the catalogue) show the same words.
 */
export const tiebreakLabels = {
  points: 'Points',
  'head-to-head': 'Head-to-head',
  'score-difference': 'Score difference',
  buchholz: 'Buchholz',
  'median-buchholz': 'Median Buchholz',
  seed: 'Seed',
};
