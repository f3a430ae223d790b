import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumMatching } from './matching.ts';

/** Brute force: size of a maximum matching among the active vertices. */
const bruteForce = (n: number, active: Uint8Array, blocked: Uint8Array): number => {
  const best = (free: number[]): number => {
    if (free.length < 2) return 0;
    const [first, ...rest] = free;
    let result = best(rest);
    for (const other of rest) {
      if (blocked[first! * n + other]) continue;
      result = Math.max(result, 1 + best(rest.filter((v) => v !== other)));
    }
    return result;
  };
  return best(Array.from({ length: n }, (_, v) => v).filter((v) => active[v]));
};

describe('maximumMatching', () => {
  it('finds a maximum matching on any small graph, blossoms included', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 11 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.boolean(), { minLength: n, maxLength: n }),
              fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }),
            ),
          ),
        ([n, activeFlags, blockedFlags]) => {
          const active = Uint8Array.from(activeFlags, (flag) => (flag ? 1 : 0));
          const blocked = new Uint8Array(n * n);
          for (let a = 0; a < n; a++) {
            for (let b = a + 1; b < n; b++) {
              const flag = blockedFlags[a * n + b] ? 1 : 0;
              blocked[a * n + b] = flag;
              blocked[b * n + a] = flag;
            }
          }
          const mate = maximumMatching({ n, active, blocked });
          let size = 0;
          for (let v = 0; v < n; v++) {
            const u = mate[v]!;
            if (u === -1) continue;
            expect(mate[u]).toBe(v);
            expect(active[v] && active[u] && !blocked[v * n + u]).toBeTruthy();
            if (u > v) size++;
          }
          expect(size).toBe(bruteForce(n, active, blocked));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('needs the blossom: a triangle hanging off a path still matches perfectly', () => {
    // 0-1, 1-2, 2-0 (odd cycle), 2-3, 3-4, 4-5: the perfect matching is 0-1, 2-3, 4-5.
    const n = 6;
    const edges = [
      [0, 1],
      [1, 2],
      [2, 0],
      [2, 3],
      [3, 4],
      [4, 5],
    ];
    const blocked = new Uint8Array(n * n).fill(1);
    for (const [a, b] of edges) {
      blocked[a! * n + b!] = 0;
      blocked[b! * n + a!] = 0;
    }
    const mate = maximumMatching({ n, active: new Uint8Array(n).fill(1), blocked });
    expect([...mate].every((u) => u !== -1)).toBe(true);
  });
});
