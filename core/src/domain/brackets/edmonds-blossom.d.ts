/** edmonds-blossom 1.0.0 ships no types: one function, edges as [u, v, weight], returns each vertex's mate or -1. */
declare module 'edmonds-blossom' {
  const maxWeightMatching: (edges: Array<[number, number, number]>, maxCardinality?: boolean) => number[];
  export default maxWeightMatching;
}
