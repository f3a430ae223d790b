import { augmentFrom, type DenseGraph, maximumMatching } from './matching.ts';

export interface SwissEntrant {
  team: string;
  points: number;
}

export interface SwissPairing {
  /** Higher-ranked team first. */
  pairs: Array<[string, string]>;
  bye: string | null;
}

/**
 * Opponents for the best remaining team, most wanted first: its own score group folded in half (1st
 * meets the middle, as in the Dutch system), then teams further down the table, who float up to it.
 */
const preferences = (remaining: readonly number[], points: readonly number[]): number[] => {
  const top = remaining[0]!;
  let size = 1;
  while (size < remaining.length && points[remaining[size]!] === points[top]) size++;
  const half = Math.floor(size / 2);
  const order: number[] = [];
  for (let k = Math.max(half, 1); k < size; k++) order.push(remaining[k]!);
  for (let k = half - 1; k >= 1; k--) order.push(remaining[k]!);
  for (let k = size; k < remaining.length; k++) order.push(remaining[k]!);
  return order;
};

const without = (list: readonly number[], a: number, b: number): number[] =>
  list.filter((v) => v !== a && v !== b);

/** Best-first pairing that never looks back; enough almost always, and then identical to the careful one. */
const greedyPairs = (order: readonly number[], graph: DenseGraph, points: readonly number[]) => {
  const pairs: Array<[number, number]> = [];
  let remaining = [...order];
  while (remaining.length > 0) {
    const top = remaining[0]!;
    const opponent = preferences(remaining, points).find((o) => !graph.blocked[top * graph.n + o]);
    if (opponent === undefined) return null;
    pairs.push([top, opponent]);
    remaining = without(remaining, top, opponent);
  }
  return pairs;
};

/**
 * Takes `top`-`opponent` out of a perfect matching of the active vertices if what is left can still
 * be perfectly matched: their old partners either meet directly or through one augmenting path.
 */
const commitIfPerfect = (graph: DenseGraph, mate: Int32Array, top: number, opponent: number): boolean => {
  const { n, active, blocked } = graph;
  active[top] = 0;
  active[opponent] = 0;
  if (mate[top] === opponent) return true;
  const a = mate[top]!;
  const b = mate[opponent]!;
  mate[top] = -1;
  mate[opponent] = -1;
  mate[a] = -1;
  mate[b] = -1;
  if (!blocked[a * n + b]) {
    mate[a] = b;
    mate[b] = a;
    return true;
  }
  if (augmentFrom(graph, mate, a)) return true;
  active[top] = 1;
  active[opponent] = 1;
  mate[top] = a;
  mate[a] = top;
  mate[opponent] = b;
  mate[b] = opponent;
  return false;
};

const pairActive = (
  order: readonly number[],
  blocked: Uint8Array,
  points: readonly number[],
): { pairs: Array<[number, number]>; rematchFree: boolean } => {
  const n = points.length;
  const active = new Uint8Array(n);
  for (const v of order) active[v] = 1;
  const graph: DenseGraph = { n, active, blocked };
  const greedy = greedyPairs(order, graph, points);
  if (greedy !== null) return { pairs: greedy, rematchFree: true };

  const mate = maximumMatching(graph);
  if (order.every((v) => mate[v] !== -1)) {
    const pairs: Array<[number, number]> = [];
    let remaining = [...order];
    while (remaining.length > 0) {
      const top = remaining[0]!;
      const opponent = preferences(remaining, points).find(
        (o) => !blocked[top * n + o] && commitIfPerfect(graph, mate, top, o),
      )!;
      pairs.push([top, opponent]);
      remaining = without(remaining, top, opponent);
    }
    return { pairs, rematchFree: true };
  }

  // A maximum matching leaves the fewest teams without a new opponent; only those meet again.
  const pairs: Array<[number, number]> = order
    .filter((v) => mate[v]! > v)
    .map((v): [number, number] => [v, mate[v]!]);
  const leftovers = order.filter((v) => mate[v] === -1);
  for (let i = 0; i + 1 < leftovers.length; i += 2) pairs.push([leftovers[i]!, leftovers[i + 1]!]);
  return { pairs, rematchFree: false };
};

/**
 * Pairs one Swiss round. `ranked` is the pairing order (points, then seed). No rematch is allowed
 * while a rematch-free pairing exists; with an odd field the BYE goes to the lowest-ranked team that
 * has not had one, moving up the table only if that team's BYE would force a rematch.
 */
export const pairSwissRound = (
  ranked: readonly SwissEntrant[],
  haveMet: (a: string, b: string) => boolean,
  hadBye: (team: string) => boolean,
): SwissPairing => {
  const n = ranked.length;
  const points = ranked.map((entrant) => entrant.points);
  const blocked = new Uint8Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (haveMet(ranked[a]!.team, ranked[b]!.team)) {
        blocked[a * n + b] = 1;
        blocked[b * n + a] = 1;
      }
    }
  }
  const all = ranked.map((_, i) => i);
  const toTeams = (pairs: Array<[number, number]>): Array<[string, string]> =>
    pairs.map(([a, b]) => [ranked[Math.min(a, b)]!.team, ranked[Math.max(a, b)]!.team]);

  if (n % 2 === 0) return { pairs: toTeams(pairActive(all, blocked, points).pairs), bye: null };

  const eligible = all.filter((v) => !hadBye(ranked[v]!.team)).reverse();
  const candidates = eligible.length > 0 ? eligible : [...all].reverse();
  let fallback: SwissPairing | null = null;
  for (const candidate of candidates) {
    const result = pairActive(
      all.filter((v) => v !== candidate),
      blocked,
      points,
    );
    const pairing = { pairs: toTeams(result.pairs), bye: ranked[candidate]!.team };
    if (result.rematchFree) return pairing;
    fallback ??= pairing;
  }
  return fallback!;
};
