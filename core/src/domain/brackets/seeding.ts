import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { assertTeamCount } from './round-plan.ts';

export const assertSeededTeams = (teams: readonly string[]): void => {
  assertTeamCount(teams.length);
  const seen = new Set<string>();
  for (const team of teams) {
    if (seen.has(team)) throw new AppError('BAD_REQUEST', messages.brackets.duplicateTeam(team));
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
