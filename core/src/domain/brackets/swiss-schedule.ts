import { maximumMatching } from './matching.ts';

/**
 * Look-ahead for long Swiss stages: can `rounds` more rounds still be paired without a single
 * rematch? `open[a * n + b]` marks the pairs that have not met yet (a Swiss BYE is a vertex of its
 * own, so a second BYE counts as a rematch). Every future round is a perfect matching of the open
 * pairs, and no two rounds share a pair, whatever the results, so the question is whether `rounds`
 * edge-disjoint perfect matchings exist.
 */

/** Exact search is only affordable on small fields; beyond it, a budget of tries decides. */
const EXACT_LIMIT = 14;
const EXACT_STEPS = 200_000;
const RANDOM_PEELS = 12;

const minimumDegreeAtLeast = (n: number, open: Uint8Array, rounds: number): boolean => {
  for (let a = 0; a < n; a++) {
    let degree = 0;
    for (let b = 0; b < n; b++) degree += open[a * n + b]!;
    if (degree < rounds) return false;
  }
  return true;
};

/** Takes one perfect matching after another out of the open pairs, in the given vertex order. */
const peels = (n: number, open: Uint8Array, rounds: number, order: readonly number[]): boolean => {
  const left = open.slice();
  const active = new Uint8Array(n).fill(1);
  for (let round = 0; round < rounds; round++) {
    const blocked = new Uint8Array(n * n);
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) blocked[a * n + b] = left[order[a]! * n + order[b]!] ? 0 : 1;
    }
    const mate = maximumMatching({ n, active, blocked });
    if (mate.some((partner) => partner === -1)) return false;
    mate.forEach((partner, a) => {
      left[order[a]! * n + order[partner]!] = 0;
    });
  }
  return true;
};

/** Deterministic shuffles, so the same standings always pair the same way. */
const shuffled = (n: number, seed: number): number[] => {
  const order = Array.from({ length: n }, (_, i) => i);
  let state = seed;
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
};

/** Backtracking over perfect matchings; the lowest vertex's partners rise round by round (no reorderings). */
const exactSearch = (n: number, open: Uint8Array, rounds: number): boolean => {
  let steps = 0;
  const left = open.slice();
  const matched = new Uint8Array(n);

  const schedule = (roundsLeft: number, lowestPartnerFloor: number): boolean => {
    if (roundsLeft === 0) return true;
    if (!minimumDegreeAtLeast(n, left, roundsLeft)) return false;
    const pairs: number[] = [];
    const match = (): boolean => {
      if (++steps > EXACT_STEPS) throw new Error('budget');
      let v = 0;
      while (v < n && matched[v]) v++;
      if (v === n) {
        for (let i = 0; i < pairs.length; i += 2) {
          left[pairs[i]! * n + pairs[i + 1]!] = 0;
          left[pairs[i + 1]! * n + pairs[i]!] = 0;
        }
        const firstPartner = pairs[1]!;
        const found = schedule(roundsLeft - 1, firstPartner + 1);
        for (let i = 0; i < pairs.length; i += 2) {
          left[pairs[i]! * n + pairs[i + 1]!] = 1;
          left[pairs[i + 1]! * n + pairs[i]!] = 1;
        }
        return found;
      }
      matched[v] = 1;
      for (let u = v === 0 ? lowestPartnerFloor : v + 1; u < n; u++) {
        if (matched[u] || !left[v * n + u]) continue;
        matched[u] = 1;
        pairs.push(v, u);
        if (match()) return true;
        pairs.length -= 2;
        matched[u] = 0;
      }
      matched[v] = 0;
      return false;
    };
    return match();
  };

  try {
    return schedule(rounds, 1);
  } catch {
    // Out of budget: no proof either way, so do not hold the round hostage to it.
    return true;
  }
};

export const canScheduleRematchFree = (n: number, open: Uint8Array, rounds: number): boolean => {
  if (rounds <= 0 || n === 0) return true;
  if (!minimumDegreeAtLeast(n, open, rounds)) return false;
  const identity = Array.from({ length: n }, (_, i) => i);
  if (peels(n, open, rounds, identity)) return true;
  if (n <= EXACT_LIMIT) return exactSearch(n, open, rounds);
  for (let attempt = 1; attempt <= RANDOM_PEELS; attempt++) {
    if (peels(n, open, rounds, shuffled(n, attempt))) return true;
  }
  return false;
};
