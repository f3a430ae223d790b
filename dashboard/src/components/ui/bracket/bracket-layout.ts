import type { BracketMatchView, BracketRound } from '@galaxia/core';

/** Bracket drawing defaults. */
export interface BracketDimensions {
  matchHeight: number;
  matchWidth: number;
  matchGap: number;
  roundGap: number;
}

export const DEFAULT_BRACKET_DIMENSIONS: BracketDimensions = {
  matchHeight: 100,
  matchWidth: 200,
  matchGap: 20,
  roundGap: 50,
};

interface PlacedMatch {
  match: BracketMatchView;
  roundIndex: number;
  x: number;
  y: number;
}

interface Connector {
  key: string;
  /** SVG path data: an elbow from a match's right edge to the next match's left edge. */
  d: string;
}

export interface TreeLayout {
  matches: PlacedMatch[];
  connectors: Connector[];
  /** Left edge of each round's column, for the round titles. */
  columns: { id: string; name: string; x: number }[];
  width: number;
  height: number;
}

/** Drawn under the final, outside the tree: nothing feeds it in the tree's shape. */
const isSideMatch = (match: BracketMatchView) => match.id === 'third-place';

/**
 * Places an elimination tree's matches in columns. A round with as many matches as the one before
 * continues each line straight across (losers brackets alternate so); a round with half as many sits
 * each match between the two it follows; any other shape is spread evenly.
 */
export function layoutTree(
  rounds: readonly BracketRound[],
  dimensions: BracketDimensions = DEFAULT_BRACKET_DIMENSIONS,
): TreeLayout {
  const { matchHeight: h, matchWidth: w, matchGap: gap, roundGap } = dimensions;
  const placed: PlacedMatch[] = [];
  const connectors: Connector[] = [];
  const columns: TreeLayout['columns'] = [];
  const firstCount = Math.max(1, rounds[0]?.matches.filter((m) => !isSideMatch(m)).length ?? 1);
  const treeHeight = firstCount * h + (firstCount - 1) * gap;
  let previous: number[] = [];

  rounds.forEach((round, roundIndex) => {
    const x = roundIndex * (w + roundGap);
    columns.push({ id: round.id, name: round.name, x });
    const main = round.matches.filter((m) => !isSideMatch(m));
    const n = main.length;
    const m = previous.length;
    const centres = main.map((_, i) => {
      if (roundIndex === 0) return i * (h + gap) + h / 2;
      if (n === m) return previous[i]!;
      if (n === Math.ceil(m / 2)) {
        const a = previous[2 * i]!;
        const b = previous[2 * i + 1] ?? a;
        return (a + b) / 2;
      }
      return ((i + 0.5) * treeHeight) / n;
    });

    main.forEach((match, i) => {
      const centre = centres[i]!;
      placed.push({ match, roundIndex, x, y: centre - h / 2 });
      if (roundIndex === 0) return;
      const feeders = n === m ? [i] : n === Math.ceil(m / 2) ? [2 * i, 2 * i + 1] : [];
      for (const feeder of feeders) {
        const from = previous[feeder];
        if (from === undefined) continue;
        const x1 = x - roundGap;
        const xm = x - roundGap / 2;
        connectors.push({ key: `${match.id}-${feeder}`, d: `M${x1} ${from}H${xm}V${centre}H${x}` });
      }
    });

    const sideMatches = round.matches.filter(isSideMatch);
    const lowest = Math.max(...centres.map((c) => c + h / 2), treeHeight);
    sideMatches.forEach((match, i) => {
      placed.push({ match, roundIndex, x, y: lowest + gap * 2 + i * (h + gap) });
    });
    previous = centres;
  });

  const width = rounds.length ? rounds.length * (w + roundGap) - roundGap : 0;
  const height = placed.reduce((max, p) => Math.max(max, p.y + h), 0);
  return { matches: placed, connectors, columns, width, height };
}

/**
 * A match's name without its round's, which the column already shows: 'Winners Round 1 Match 2'
 * under 'Winners Round 1' reads 'Match 2', 'Group A Matchday 1 Match 2' reads 'Group A Match 2'.
 */
export const nameInRound = (matchName: string, roundName: string): string => {
  if (matchName.startsWith(`${roundName} `)) return matchName.slice(roundName.length + 1);
  const inner = ` ${roundName} `;
  return matchName.includes(inner) ? matchName.replace(inner, ' ') : matchName;
};

export type EliminationSection = { id: string; title: string; rounds: BracketRound[] };

/**
 * A double elimination as three readable parts: the winners bracket leading into the grand final
 * (and its reset), then the losers bracket. Round keys come from the engine: wb-N, lb-N, gf, gf-reset.
 */
export function doubleEliminationSections(rounds: readonly BracketRound[]): EliminationSection[] {
  const winners = rounds.filter((round) => round.id.startsWith('wb-'));
  const finals = rounds.filter((round) => round.id === 'gf' || round.id === 'gf-reset');
  const losers = rounds.filter((round) => round.id.startsWith('lb-'));
  const other = rounds.filter(
    (round) => !winners.includes(round) && !finals.includes(round) && !losers.includes(round),
  );
  return [
    { id: 'winners', title: 'Winners bracket', rounds: [...winners, ...finals] },
    { id: 'losers', title: 'Losers bracket', rounds: losers },
    { id: 'other', title: 'Other matches', rounds: other },
  ].filter((section) => section.rounds.length > 0);
}
