import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { type CostedEdge, minCostPerfectMatching } from './min-cost-matching.ts';
import { assertTeamCount } from './round-plan.ts';

export const assertSeededTeams = (teams: readonly string[]): void => {
  assertTeamCount(teams.length);
  const seen = new Set<string>();
  for (const team of teams) {
    if (seen.has(team))
      throw new AppError('BAD_REQUEST', 'BRACKETS_DUPLICATE_TEAM', messages.brackets.duplicateTeam(team));
    seen.add(team);
  }
};

/**
 * Seeds in bracket line order for a power-of-two `size`: adjacent pairs are first-round matches.
 * Each doubling pairs seed s with (2n + 1 - s), which keeps 1 and 2 in opposite halves, 1-4 in
 * different quarters, and hands the missing seeds above N (the BYEs) to the top seeds.
 */
export const bracketSeedOrder = (size: number): number[] => {
  let order = [1];
  for (let n = 1; n < size; n *= 2) order = order.flatMap((seed) => [seed, 2 * n + 1 - seed]);
  return order;
};

/** Serpentine split (A B C D D C B A ...) so every group gets the same spread of strength. */
export const serpentineGroups = (teams: readonly string[], groupCount: number): string[][] => {
  const groups: string[][] = Array.from({ length: groupCount }, () => []);
  teams.forEach((team, i) => {
    const lap = Math.floor(i / groupCount);
    const offset = i % groupCount;
    groups[lap % 2 === 0 ? offset : groupCount - 1 - offset]!.push(team);
  });
  return groups;
};

export const seedLookup = (teams: readonly string[]): Map<string, number> =>
  new Map(teams.map((team, i) => [team, i + 1]));

/** Past this many movable teams the assignment is not worth its cubic cost; seeds stay as they are. */
const CROSS_SEED_LIMIT = 128;

/**
 * Reorders qualifiers seeded into an elimination bracket so that teams from one group meet in the
 * first round only when no order avoids it (A1 v B2, B1 v A2, ...). The better seed of every
 * first-round pair keeps its line; the other teams are reassigned by a minimum-cost assignment that
 * first minimises same-group pairs, then how far each team moves from its seed.
 */
export const crossSeed = (seeds: readonly string[], groupOf: (team: string) => string | null): string[] => {
  const n = seeds.length;
  if (n < 4) return [...seeds];
  let size = 1;
  while (size < n) size *= 2;
  const order = bracketSeedOrder(size);
  const lines: Array<{ high: number; low: number }> = [];
  for (let i = 0; i < size; i += 2) {
    const [a, b] = [order[i]!, order[i + 1]!];
    if (Math.max(a, b) <= n) lines.push({ high: Math.min(a, b), low: Math.max(a, b) });
  }
  const k = lines.length;
  if (k === 0 || k > CROSS_SEED_LIMIT) return [...seeds];
  const clash = (team: string, opponent: string) => {
    const group = groupOf(team);
    return group !== null && group === groupOf(opponent);
  };
  const movers = lines.map((line) => seeds[line.low - 1]!);
  const sameGroupCost = k * n + 1;
  const edges: CostedEdge[] = [];
  movers.forEach((team, i) => {
    lines.forEach((line, j) => {
      const cost =
        (clash(team, seeds[line.high - 1]!) ? sameGroupCost : 0) + Math.abs(lines[i]!.low - line.low);
      edges.push([i, k + j, cost]);
    });
  });
  const mate = minCostPerfectMatching(2 * k, edges)!;
  const result = [...seeds];
  movers.forEach((team, i) => {
    result[lines[mate[i]! - k]!.low - 1] = team;
  });
  return result;
};
