/**
 * The names the bracket engines give rounds, and a new phase's name, by key. They are stored in English
 * (the data stays as it is); a page read in another language finds the key again with `roundNameParts`
 * and says the name in its own words (the catalogue's `rounds` section). `{{n}}` is i18next's slot.
 */
export const ROUND_NAMES = {
  final: 'Final',
  semiFinals: 'Semi-finals',
  quarterFinals: 'Quarter-finals',
  round: 'Round {{n}}',
  winnersFinal: 'Winners Final',
  winnersRound: 'Winners Round {{n}}',
  losersFinal: 'Losers Final',
  losersRound: 'Losers Round {{n}}',
  grandFinal: 'Grand Final',
  grandFinalReset: 'Grand Final Reset',
  matchday: 'Matchday {{n}}',
  swissRound: 'Swiss Round {{n}}',
  phase: 'Phase {{n}}',
} as const;

export type RoundNameKey = keyof typeof ROUND_NAMES;

/** A round's English name, as the engines store it: roundName('round', 2) is 'Round 2'. */
export const roundName = (key: RoundNameKey, n?: number): string =>
  ROUND_NAMES[key].replace('{{n}}', String(n));

const PATTERNS = (Object.entries(ROUND_NAMES) as [RoundNameKey, string][]).map(
  ([key, text]) => [key, new RegExp(`^${text.replace('{{n}}', '([1-9][0-9]*)')}$`)] as const,
);

/**
 * The key (and number) of a name an engine gave, or null for a name an organiser chose: a page translates
 * the first and shows the second as written.
 */
export function roundNameParts(name: string): { key: RoundNameKey; n?: number } | null {
  for (const [key, pattern] of PATTERNS) {
    const found = pattern.exec(name);
    if (found) return found[1] === undefined ? { key } : { key, n: Number(found[1]) };
  }
  return null;
}
