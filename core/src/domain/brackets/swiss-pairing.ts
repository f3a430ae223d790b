import { type CostedEdge, minCostPerfectMatching } from './min-cost-matching.ts';
import { canScheduleRematchFree, openMasks, scheduleFirstRound } from './swiss-schedule.ts';

export interface SwissEntrant {
  team: string;
  points: number;
}

/** What the pairing needs to know about the rounds already played. */
export interface SwissHistory {
  /** Round in which the two teams last met, or null. */
  lastMet: (a: string, b: string) => number | null;
  /** Round of the team's BYE, or null. */
  byeRound: (team: string) => number | null;
  /** Matches the team played in slot A minus those in slot B. */
  sideBalance: (team: string) => number;
  /** Rounds still to be paired after this one: what the look-ahead protects. */
  roundsAfter: number;
}

export interface SwissPairing {
  /** Slot A first; pairs listed by their higher-ranked team. */
  pairs: Array<[string, string]>;
  bye: string | null;
}

/** Weights stay exact in doubles (the blossom halves them) below this. */
const EXACT_TOTAL = 2 ** 50;
/** Next-best pairings the look-ahead may examine, and matchings it may solve, before settling for the cheapest. */
const LOOK_AHEAD_PAIRINGS = 64;
const LOOK_AHEAD_SOLVES = 256;
/**
 * The blossom is O(n^3) and slow on the many equal costs of a Swiss round (a 256-team round takes
 * seconds on the full graph). Above this field size the first try only offers each team opponents
 * near its fold partner or across the neighbouring score-group boundary; the full graph is the fallback.
 */
const LARGE_FIELD = 64;
const NEARBY = 8;

interface Level {
  /** Largest value one pair can add. */
  max: number;
  value: (a: number, b: number) => number;
}

/**
 * Folds several criteria into one integer cost per pair so that a cheaper total is better on the first
 * criterion, then the next, and so on: each level's unit outweighs everything below it over a whole
 * round. When the field is too large for all of them to stay exact, the least important are dropped.
 */
const lexicographicCost = (levels: readonly Level[], pairCount: number) => {
  let kept = levels.length;
  const units = new Array<number>(levels.length).fill(0);
  for (;;) {
    let unit = 1;
    let top = 0;
    for (let k = kept - 1; k >= 0; k--) {
      units[k] = unit;
      top += unit * levels[k]!.max;
      unit *= pairCount * levels[k]!.max + 1;
    }
    if ((top + 1) * (pairCount + 1) < EXACT_TOTAL || kept === 1) break;
    kept -= 1;
  }
  return (a: number, b: number): number => {
    let cost = 0;
    for (let k = 0; k < kept; k++) cost += units[k]! * levels[k]!.value(a, b);
    return cost;
  };
};

interface PairingProblem {
  /** Teams plus, with an odd field, the BYE as the last vertex. */
  vertexCount: number;
  bye: number;
  /** Round of the last meeting of each pair (0 when never), the BYE included. */
  met: Int32Array;
  /** First index and size of each team's score group. */
  groupStart: number[];
  groupSize: number[];
}

const buildProblem = (ranked: readonly SwissEntrant[], history: SwissHistory): PairingProblem => {
  const n = ranked.length;
  const vertexCount = n % 2 === 0 ? n : n + 1;
  const bye = n % 2 === 0 ? -1 : n;
  const met = new Int32Array(vertexCount * vertexCount);
  const set = (a: number, b: number, round: number) => {
    met[a * vertexCount + b] = round;
    met[b * vertexCount + a] = round;
  };
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) set(a, b, history.lastMet(ranked[a]!.team, ranked[b]!.team) ?? 0);
  }
  const points = ranked.map((entrant) => entrant.points);
  const groupStart = new Array<number>(n);
  const groupSize = new Array<number>(n);
  for (let start = 0; start < n; ) {
    let end = start + 1;
    while (end < n && points[end] === points[start]) end++;
    for (let i = start; i < end; i++) {
      groupStart[i] = start;
      groupSize[i] = end - start;
    }
    start = end;
  }
  if (bye !== -1) {
    const byes = ranked.map((entrant) => history.byeRound(entrant.team) ?? 0);
    // Once everyone has had a BYE a second one cannot be avoided, and it goes down the table again.
    if (!byes.every((round) => round > 0)) {
      byes.forEach((round, a) => {
        set(a, bye, round);
      });
    }
  }
  return { vertexCount, bye, met, groupStart, groupSize };
};

/** A pair a large field offers first: the BYE, near the fold partner, or across a group boundary. */
const nearby = (problem: PairingProblem, a: number, b: number): boolean => {
  const { bye, groupStart, groupSize } = problem;
  if (a === bye || b === bye) return true;
  const [high, low] = a < b ? [a, b] : [b, a];
  const highEnd = groupStart[high]! + groupSize[high]!;
  if (groupStart[high] === groupStart[low])
    return Math.abs(2 * (low - high) - groupSize[high]!) <= 2 * NEARBY;
  return low >= highEnd && low < highEnd + NEARBY && high >= highEnd - NEARBY && groupStart[low] === highEnd;
};

/**
 * The cost of each possible pair, most important first: a rematch (only when no pairing avoids every
 * one), the most recent rematch, the BYE's height in the table (the lowest-ranked team takes it),
 * pairs across score groups, their score gap, then both teams wanting the same side, then the Dutch
 * fold inside a score group (1st meets the middle; a weaker opponent than that costs a little more
 * than a stronger one) or, across groups, the lowest team of the upper group meeting the highest of
 * the lower one.
 */
const pairCost = (ranked: readonly SwissEntrant[], history: SwissHistory, problem: PairingProblem) => {
  const n = ranked.length;
  const { vertexCount, bye, met, groupStart, groupSize } = problem;
  const points = ranked.map((entrant) => entrant.points);
  const sides = ranked.map((entrant) => history.sideBalance(entrant.team));
  let latestRound = 0;
  for (const round of met) latestRound = Math.max(latestRound, round);
  const teams = (a: number, b: number) => a !== bye && b !== bye;
  const gap = (a: number, b: number) => Math.round(2 * Math.abs(points[a]! - points[b]!));
  const levels: Level[] = [
    { max: 1, value: (a, b) => (met[a * vertexCount + b]! > 0 ? 1 : 0) },
    { max: latestRound, value: (a, b) => met[a * vertexCount + b]! },
    { max: n, value: (a, b) => (teams(a, b) ? 0 : n - 1 - Math.min(a, b)) },
    { max: 1, value: (a, b) => (teams(a, b) && gap(a, b) > 0 ? 1 : 0) },
    { max: 63, value: (a, b) => (teams(a, b) ? Math.min(63, gap(a, b) ** 2) : 0) },
    {
      max: 2 * 32 + 31,
      value: (a, b) => {
        if (!teams(a, b)) return 0;
        const [sa, sb] = [sides[a]!, sides[b]!];
        const clash = (sa > 0 && sb > 0) || (sa < 0 && sb < 0) ? Math.min(2, Math.abs(sa), Math.abs(sb)) : 0;
        const [high, low] = a < b ? [a, b] : [b, a];
        let shape = low - high;
        if (groupStart[high] === groupStart[low]) {
          const off = 2 * (low - high) - groupSize[high]!;
          shape = 2 * Math.abs(off) + (off > 0 ? 1 : 0);
        }
        return clash * 32 + Math.min(31, shape);
      },
    },
  ];
  return lexicographicCost(levels, vertexCount / 2);
};

const edgeKey = (a: number, b: number, vertexCount: number) =>
  a < b ? a * vertexCount + b : b * vertexCount + a;

const totalCost = (mate: Int32Array, cost: (a: number, b: number) => number): number => {
  let total = 0;
  mate.forEach((b, a) => {
    if (a < b) total += cost(a, b);
  });
  return total;
};

/** The pairs still open once `mate` is played: what later rounds may use without a rematch. */
const openAfter = (problem: PairingProblem, mate: Int32Array | null): Uint8Array => {
  const { vertexCount, met } = problem;
  const open = new Uint8Array(vertexCount * vertexCount);
  for (let a = 0; a < vertexCount; a++) {
    for (let b = 0; b < vertexCount; b++)
      open[a * vertexCount + b] = a !== b && met[a * vertexCount + b] === 0 ? 1 : 0;
  }
  mate?.forEach((b, a) => {
    open[a * vertexCount + b] = 0;
  });
  return open;
};

interface Candidate {
  mate: Int32Array;
  cost: number;
  forced: number[];
  banned: number[];
}

/**
 * Rematch-free pairings in increasing cost (Murty's partitioning: each next-best pairing keeps the
 * first edges of a better one and bans the following edge) until one leaves the remaining rounds
 * pairable without a rematch too. When the cheapest few all fail, the exact schedule search builds
 * this round together with the rounds after it, each team's cheapest partners tried first: a round
 * that keeps the stage rematch-free outranks a cheaper one that does not.
 */
const lookAhead = (
  problem: PairingProblem,
  first: Int32Array,
  cost: (a: number, b: number) => number,
  roundsAfter: number,
): Int32Array => {
  const { vertexCount } = problem;
  const open = openAfter(problem, null);
  const solve = (forced: readonly number[], banned: readonly number[]): Candidate | null => {
    const bannedSet = new Set(banned);
    const taken = new Set<number>();
    for (const key of forced) {
      taken.add(Math.floor(key / vertexCount));
      taken.add(key % vertexCount);
    }
    const edges: CostedEdge[] = [];
    for (let a = 0; a < vertexCount; a++) {
      for (let b = a + 1; b < vertexCount; b++) {
        const key = a * vertexCount + b;
        if (!open[key] || bannedSet.has(key)) continue;
        if ((taken.has(a) || taken.has(b)) && !forced.includes(key)) continue;
        edges.push([a, b, cost(a, b)]);
      }
    }
    const mate = minCostPerfectMatching(vertexCount, edges);
    return mate === null
      ? null
      : { mate, cost: totalCost(mate, cost), forced: [...forced], banned: [...banned] };
  };

  const queue: Candidate[] = [{ mate: first, cost: totalCost(first, cost), forced: [], banned: [] }];
  let solves = 0;
  for (
    let tried = 0;
    tried < LOOK_AHEAD_PAIRINGS && solves < LOOK_AHEAD_SOLVES && queue.length > 0;
    tried++
  ) {
    queue.sort((x, y) => x.cost - y.cost);
    const best = queue.shift()!;
    if (canScheduleRematchFree(vertexCount, openAfter(problem, best.mate), roundsAfter)) return best.mate;
    const free: number[] = [];
    best.mate.forEach((b, a) => {
      const key = edgeKey(a, b, vertexCount);
      if (a < b && !best.forced.includes(key)) free.push(key);
    });
    free.forEach((key, i) => {
      solves += 1;
      const child = solve([...best.forced, ...free.slice(0, i)], [...best.banned, key]);
      if (child !== null) queue.push(child);
    });
  }
  return (
    scheduleFirstRound({
      n: vertexCount,
      open: openMasks(vertexCount, open),
      rounds: roundsAfter + 1,
      preference: cost,
    }) ?? first
  );
};

const bestPairing = (
  problem: PairingProblem,
  cost: (a: number, b: number) => number,
  roundsAfter: number,
): Int32Array => {
  const { vertexCount, met } = problem;
  const rematchFree: CostedEdge[] = [];
  const all: CostedEdge[] = [];
  for (let a = 0; a < vertexCount; a++) {
    for (let b = a + 1; b < vertexCount; b++) {
      const edge: CostedEdge = [a, b, cost(a, b)];
      all.push(edge);
      if (met[a * vertexCount + b] === 0) rematchFree.push(edge);
    }
  }
  const first =
    (vertexCount > LARGE_FIELD
      ? minCostPerfectMatching(
          vertexCount,
          rematchFree.filter(([a, b]) => nearby(problem, a, b)),
        )
      : null) ?? minCostPerfectMatching(vertexCount, rematchFree);
  // No rematch-free round exists: the costs then pick the fewest and oldest rematches.
  if (first === null) return minCostPerfectMatching(vertexCount, all)!;
  if (roundsAfter === 0) return first;
  if (canScheduleRematchFree(vertexCount, openAfter(problem, first), roundsAfter)) return first;
  if (!canScheduleRematchFree(vertexCount, openAfter(problem, null), roundsAfter + 1)) return first;
  return lookAhead(problem, first, cost, roundsAfter);
};

/**
 * Round 1, where nobody has a history: what the costs give, without solving for it (a phase's
 * bracket is rebuilt from its seeds on every load). Top half meets bottom half, the BYE to the last seed.
 */
export const firstRoundPairing = (ranked: readonly SwissEntrant[]): SwissPairing => {
  const odd = ranked.length % 2 === 1;
  const playing = odd ? ranked.slice(0, -1) : ranked;
  const half = playing.length / 2;
  return {
    pairs: playing
      .slice(0, half)
      .map((entrant, i): [string, string] => [entrant.team, playing[half + i]!.team]),
    bye: odd ? ranked.at(-1)!.team : null,
  };
};

/**
 * Pairs one Swiss round as a minimum-cost perfect matching over the whole field (see `pairCost` for
 * the order of concerns), `ranked` being the pairing order: points, then seed. No rematch while a
 * rematch-free round exists, and, with rounds still to come, none that would force one later when a
 * rematch-free schedule exists. The team that has played fewer matches in slot A takes it.
 */
export const pairSwissRound = (ranked: readonly SwissEntrant[], history: SwissHistory): SwissPairing => {
  const problem = buildProblem(ranked, history);
  const mate = bestPairing(problem, pairCost(ranked, history, problem), history.roundsAfter);
  const pairs: Array<[string, string]> = [];
  let bye: string | null = null;
  mate.forEach((b, a) => {
    if (a > b) return;
    if (b === problem.bye) {
      bye = ranked[a]!.team;
      return;
    }
    const [high, low] = [ranked[a]!.team, ranked[b]!.team];
    pairs.push(history.sideBalance(low) < history.sideBalance(high) ? [low, high] : [high, low]);
  });
  return { pairs, bye };
};
