/// <reference path="./edmonds-blossom.d.ts" />
import maxWeightMatching from 'edmonds-blossom';

/** A candidate pair and its cost; costs are non-negative integers. */
export type CostedEdge = [a: number, b: number, cost: number];

/**
 * Minimum-cost perfect matching on vertices 0..vertexCount-1, or null when the edges admit none.
 *
 * Uses `edmonds-blossom` (npm, MIT: Matt Krick's port of Joris van Rijn's mwmatching.py, Edmonds'
 * weighted blossom algorithm, O(n^3)), which maximises weight. Asked for a maximum-cardinality matching,
 * every perfect matching has the same number of edges, so weighting each edge `ceiling - cost` makes
 * the heaviest perfect matching the cheapest one. The caller keeps every total under 2^50 so the
 * library's arithmetic (halved duals included) stays exact in doubles.
 */
export const minCostPerfectMatching = (
  vertexCount: number,
  edges: readonly CostedEdge[],
): Int32Array | null => {
  const mate = new Int32Array(vertexCount).fill(-1);
  if (vertexCount === 0) return mate;
  if (edges.length === 0) return null;
  let ceiling = 0;
  for (const [, , cost] of edges) ceiling = Math.max(ceiling, cost);
  ceiling += 1;
  const result = maxWeightMatching(
    edges.map(([a, b, cost]): [number, number, number] => [a, b, ceiling - cost]),
    true,
  );
  for (let v = 0; v < vertexCount; v++) {
    const partner = result[v] ?? -1;
    if (partner === -1) return null;
    mate[v] = partner;
  }
  return mate;
};
