import { maximumMatching } from './matching.ts';

/**
 * Look-ahead for long Swiss stages: can `rounds` more rounds still be paired without a single
 * rematch? `open[a * n + b]` marks the pairs that have not met yet (a Swiss BYE is a vertex of its
 * own, so a second BYE counts as a rematch). Every future round is a perfect matching of the open
 * pairs, and no two rounds share a pair, whatever the results, so the question is whether `rounds`
 * edge-disjoint perfect matchings exist.
 */

/**
 * Up to this many vertices the exact search below answers (a 32-bit mask per vertex); every field
 * a long Swiss realistically has is inside it. Larger fields play few rounds against many opponents,
 * where peeling matchings off one at a time virtually always succeeds when anything does.
 */
const EXACT_LIMIT = 32;
/**
 * Nodes the exact search may visit. The hardest fields measured (10 vertices, 9 rounds) need a few
 * thousand; a search that runs out proves nothing and is read as "yes", so a round is never held
 * hostage to a question the budget cannot answer.
 */
const EXACT_STEPS = 2_000_000;
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

const bitCount = (mask: number): number => {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

class OutOfSteps extends Error {}

/** Open pairs as one bitmask of partners per vertex. */
export const openMasks = (n: number, open: Uint8Array): Int32Array => {
  const masks = new Int32Array(n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) if (a !== b && open[a * n + b]) masks[a]! |= 1 << b;
  }
  return masks;
};

export interface ScheduleSearch {
  n: number;
  /** Partners each vertex may still meet, as bitmasks; not modified. */
  open: Int32Array;
  /** Rounds to fill with edge-disjoint perfect matchings. */
  rounds: number;
  /**
   * When set, round 0 is the round being paired now and the rest are the rounds after it: round 0's
   * partners are tried cheapest first. Without it the rounds are interchangeable.
   */
  preference?: (a: number, b: number) => number;
}

/**
 * Exact search for `rounds` edge-disjoint perfect matchings: constraint propagation over the cells
 * (round, vertex), always branching on the cell with the fewest partners left (a cell with none fails
 * at once), with a Hall check per vertex (its open rounds need as many distinct partners) and the
 * interchangeable rounds ordered by the partner of the vertex with the fewest open pairs, so no
 * schedule is explored twice in another round order. Returns each round's partners, null when no
 * schedule exists; throws OutOfSteps past the budget.
 */
const searchSchedule = ({ n, open, rounds, preference }: ScheduleSearch): Int32Array[] | null => {
  const all = n === 32 ? -1 : (1 << n) - 1;
  const adjacency = open.slice();
  const free = new Int32Array(rounds).fill(all);
  const mates = Array.from({ length: rounds }, () => new Int32Array(n).fill(-1));
  const union = new Int32Array(n);
  const openRounds = new Int32Array(n);
  const pinned = preference === undefined ? 0 : 1;
  let anchor = 0;
  for (let v = 1; v < n; v++) if (bitCount(adjacency[v]!) < bitCount(adjacency[anchor]!)) anchor = v;
  let steps = 0;

  const pair = (round: number, a: number, b: number, on: boolean) => {
    const bits = (1 << a) | (1 << b);
    if (on) {
      free[round]! &= ~bits;
      adjacency[a]! &= ~(1 << b);
      adjacency[b]! &= ~(1 << a);
      mates[round]![a] = b;
      mates[round]![b] = a;
    } else {
      free[round]! |= bits;
      adjacency[a]! |= 1 << b;
      adjacency[b]! |= 1 << a;
      mates[round]![a] = -1;
      mates[round]![b] = -1;
    }
  };

  const tryPartners = (round: number, v: number, options: number): boolean => {
    const partners: number[] = [];
    for (let rest = options; rest !== 0; rest &= rest - 1) partners.push(lowestBit(rest));
    if (round === 0 && preference !== undefined) partners.sort((x, y) => preference(v, x) - preference(v, y));
    for (const u of partners) {
      pair(round, v, u, true);
      if (search()) return true;
      pair(round, v, u, false);
    }
    return false;
  };

  const search = (): boolean => {
    if (++steps > EXACT_STEPS) throw new OutOfSteps();
    // The anchor's interchangeable rounds first, its partners rising from one round to the next.
    for (let round = pinned, floor = -1; round < rounds; round++) {
      const partner = mates[round]![anchor]!;
      if (partner !== -1) {
        floor = partner;
        continue;
      }
      const above = floor === -1 ? -1 : floor === 31 ? 0 : ~((2 << floor) - 1);
      return tryPartners(round, anchor, adjacency[anchor]! & free[round]! & above);
    }
    union.fill(0);
    openRounds.fill(0);
    let bestRound = -1;
    let bestVertex = -1;
    let bestCount = n + 1;
    for (let round = 0; round < rounds; round++) {
      for (let rest = free[round]!; rest !== 0; rest &= rest - 1) {
        const v = lowestBit(rest);
        const options = adjacency[v]! & free[round]!;
        const count = bitCount(options);
        if (count === 0) return false;
        union[v]! |= options;
        openRounds[v]! += 1;
        if (count < bestCount) {
          bestCount = count;
          bestRound = round;
          bestVertex = v;
        }
      }
    }
    if (bestRound === -1) return true;
    for (let v = 0; v < n; v++) if (bitCount(union[v]!) < openRounds[v]!) return false;
    return tryPartners(bestRound, bestVertex, adjacency[bestVertex]! & free[bestRound]!);
  };

  return search() ? mates : null;
};

/**
 * The round to pair now, found by the exact search when the cheapest candidates all failed the
 * look-ahead: a rematch-free round that leaves `roundsAfter` rematch-free rounds, each team's partner
 * tried cheapest first. Null when none exists or the search ran out of budget.
 */
export const scheduleFirstRound = (search: ScheduleSearch): Int32Array | null => {
  if (search.n > EXACT_LIMIT) return null;
  try {
    return searchSchedule(search)?.[0] ?? null;
  } catch (error) {
    if (error instanceof OutOfSteps) return null;
    throw error;
  }
};

export const canScheduleRematchFree = (n: number, open: Uint8Array, rounds: number): boolean => {
  if (rounds <= 0 || n === 0) return true;
  if (!minimumDegreeAtLeast(n, open, rounds)) return false;
  const identity = Array.from({ length: n }, (_, i) => i);
  if (peels(n, open, rounds, identity)) return true;
  if (n <= EXACT_LIMIT) {
    try {
      return searchSchedule({ n, open: openMasks(n, open), rounds }) !== null;
    } catch (error) {
      // Out of budget: no proof either way, so do not hold the round hostage to it.
      if (error instanceof OutOfSteps) return true;
      throw error;
    }
  }
  for (let attempt = 1; attempt <= RANDOM_PEELS; attempt++) {
    if (peels(n, open, rounds, shuffled(n, attempt))) return true;
  }
  return false;
};
