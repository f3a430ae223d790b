/**
 * Edmonds' blossom algorithm on a dense graph: vertices 0..n-1, `active` marks the vertices in play
 * and `blocked[v * n + u]` removes the edge v-u. `mate[v]` is v's partner or -1. Swiss pairing uses it
 * to know whether a rematch-free pairing still exists, which no amount of greedy search can tell.
 */
export interface DenseGraph {
  n: number;
  active: Uint8Array;
  blocked: Uint8Array;
}

/** Searches an augmenting path from the free vertex `root` and applies it; false when none exists. */
const augmentFrom = (graph: DenseGraph, mate: Int32Array, root: number): boolean => {
  const { n, active, blocked } = graph;
  const used = new Uint8Array(n);
  const parent = new Int32Array(n).fill(-1);
  const base = Int32Array.from({ length: n }, (_, i) => i);
  const inBlossom = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  used[root] = 1;
  queue[tail++] = root;

  const commonBase = (a0: number, b0: number): number => {
    const seen = new Uint8Array(n);
    for (let a = a0; ; ) {
      a = base[a]!;
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    for (let b = b0; ; ) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[mate[b]!]!;
    }
  };

  const markPath = (v0: number, blossomBase: number, child0: number): void => {
    for (let v = v0, child = child0; base[v] !== blossomBase; ) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };

  while (head < tail) {
    const v = queue[head++]!;
    for (let to = 0; to < n; to++) {
      if (to === v || !active[to] || blocked[v * n + to] || base[v] === base[to] || mate[v] === to) continue;
      if (to === root || (mate[to] !== -1 && parent[mate[to]!] !== -1)) {
        const blossomBase = commonBase(v, to);
        inBlossom.fill(0);
        markPath(v, blossomBase, to);
        markPath(to, blossomBase, v);
        for (let i = 0; i < n; i++) {
          if (!active[i] || !inBlossom[base[i]!]) continue;
          base[i] = blossomBase;
          if (!used[i]) {
            used[i] = 1;
            queue[tail++] = i;
          }
        }
      } else if (parent[to] === -1) {
        parent[to] = v;
        if (mate[to] === -1) {
          for (let u = to; u !== -1; ) {
            const pv = parent[u]!;
            const next = mate[pv]!;
            mate[u] = pv;
            mate[pv] = u;
            u = next;
          }
          return true;
        }
        used[mate[to]!] = 1;
        queue[tail++] = mate[to]!;
      }
    }
  }
  return false;
};

export const maximumMatching = (graph: DenseGraph): Int32Array => {
  const { n, active, blocked } = graph;
  const mate = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    if (!active[v] || mate[v] !== -1) continue;
    for (let u = v + 1; u < n; u++) {
      if (active[u] && mate[u] === -1 && !blocked[v * n + u]) {
        mate[v] = u;
        mate[u] = v;
        break;
      }
    }
  }
  // A vertex with no augmenting path now never gets one later, so one pass reaches the maximum.
  for (let v = 0; v < n; v++) {
    if (active[v] && mate[v] === -1) augmentFrom(graph, mate, v);
  }
  return mate;
};
