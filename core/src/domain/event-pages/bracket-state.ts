import { indexMatches } from '../brackets/match.ts';
import { type BracketKind, roundPlan } from '../brackets/round-plan.ts';
import { defaultTiebreaks, type Tiebreak } from '../brackets/tiebreaks.ts';
import type { BracketMatch, BracketState } from '../brackets/types.ts';

/**
 * Team ids in seed order, read back from the matches: a slot sourced from seed s holds seed s's team
 * for good, and every entrant sits in at least one seeded slot (first round, group or Swiss pairing).
 */
export const seedsFromMatches = (matches: readonly BracketMatch[]): string[] => {
  const bySeed = new Map<number, string>();
  for (const match of matches) {
    match.dependsOn.forEach((source, i) => {
      const team = i === 0 ? match.teamA : match.teamB;
      if (source.type === 'seed' && team !== null) bySeed.set(source.seed, team);
    });
  }
  return [...bySeed.entries()].sort(([a], [b]) => a - b).map(([, team]) => team);
};

const groupsOf = (teams: readonly string[], matches: readonly BracketMatch[]): string[][] => {
  const seedOf = new Map(teams.map((team, i) => [team, i]));
  const count = Math.max(0, ...matches.map((match) => (match.group ?? -1) + 1));
  const groups = Array.from({ length: count }, () => new Set<string>());
  for (const match of matches) {
    if (match.group === null) continue;
    for (const team of [match.teamA, match.teamB]) if (team !== null) groups[match.group]!.add(team);
  }
  return groups.map((group) => [...group].sort((a, b) => seedOf.get(a)! - seedOf.get(b)!));
};

/**
 * The engine state a stored phase stands for. Stored matches mirror the engine's BracketMatch and
 * keep its play order; what the engine keeps beside them (options, groups, Swiss progress) is read
 * back from the matches themselves. `seeds` are the phase's stored seeds, when it kept them;
 * `tiebreaks` the phase's tiebreak order, when the organiser set one.
 */
export function rebuildBracketState(
  kind: BracketKind,
  matches: readonly BracketMatch[],
  seeds: readonly string[] | null = null,
  tiebreaks: readonly Tiebreak[] | null = null,
): BracketState {
  const teams = seeds && seeds.length > 0 ? [...seeds] : seedsFromMatches(matches);
  const base = { teams, matches: [...matches], matchIndex: indexMatches(matches) };
  switch (kind) {
    case 'single-elimination':
      return {
        ...base,
        format: kind,
        rounds: roundPlan(kind, teams.length),
        thirdPlace: matches.some((match) => match.side === 'third-place'),
      };
    case 'double-elimination': {
      const grandFinalReset = matches.some((match) => match.side === 'grand-final-reset');
      return {
        ...base,
        format: kind,
        rounds: roundPlan(kind, teams.length, { grandFinalReset }),
        grandFinalReset,
      };
    }
    case 'group-stage': {
      const groups = groupsOf(teams, matches);
      return {
        ...base,
        format: kind,
        rounds: roundPlan(kind, teams.length, { groups: groups.length }),
        groups,
        tiebreaks: [...(tiebreaks ?? defaultTiebreaks[kind])],
      };
    }
    case 'swiss': {
      const pairedRounds = Math.max(0, ...matches.map((match) => match.round));
      // How many rounds the organiser planned is not stored: the default plan, or more once more were paired.
      const planned = roundPlan(kind, teams.length);
      const rounds =
        pairedRounds > planned.length
          ? roundPlan(kind, teams.length, { swissRounds: pairedRounds })
          : planned;
      return {
        ...base,
        format: kind,
        rounds,
        pairedRounds,
        tiebreaks: [...(tiebreaks ?? defaultTiebreaks[kind])],
      };
    }
  }
}
