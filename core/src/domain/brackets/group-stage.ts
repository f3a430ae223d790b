import { settleAll } from './advancement.ts';
import { indexMatches, newMatch } from './match.ts';
import { matchdayKey, roundPlan } from './round-plan.ts';
import { assertSeededTeams, seedLookup, serpentineGroups } from './seeding.ts';
import { defaultTiebreaks, type Tiebreak } from './tiebreaks.ts';
import type { BracketMatch, GroupStageState } from './types.ts';

export interface GroupStageOptions {
  groups: number;
  /** Defaults to points, head-to-head, score difference, seed. */
  tiebreaks?: readonly Tiebreak[];
}

/** A, B, ..., Z, AA, AB, ...: spreadsheet-style so any number of groups gets a short label. */
export const groupLabel = (index: number): string => {
  let label = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  }
  return label;
};

/**
 * Circle method: the first entrant stays put while the others rotate one place a round, so every pair
 * meets exactly once. An odd field gets an empty seat; whoever faces it sits the matchday out.
 */
export const roundRobinPairings = (entrants: readonly string[]): Array<Array<[string, string]>> => {
  const seats: Array<string | null> = entrants.length % 2 === 0 ? [...entrants] : [...entrants, null];
  const n = seats.length;
  const rounds: Array<Array<[string, string]>> = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = seats[i];
      const b = seats[n - 1 - i];
      if (a == null || b == null) continue;
      // The fixed seat would otherwise always be slot A; alternate it so sides stay balanced.
      pairs.push(i === 0 && round % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    seats.splice(1, 0, seats.pop()!);
  }
  return rounds;
};

export const createGroupStage = (teams: readonly string[], options: GroupStageOptions): GroupStageState => {
  assertSeededTeams(teams);
  const rounds = roundPlan('group-stage', teams.length, { groups: options.groups });
  const groups = serpentineGroups(teams, options.groups);
  const seedOf = seedLookup(teams);
  const schedules = groups.map(roundRobinPairings);
  const matches: BracketMatch[] = [];
  rounds.forEach((planned, r) => {
    schedules.forEach((schedule, group) => {
      const label = groupLabel(group);
      const pairs = schedule[r] ?? [];
      pairs.forEach(([a, b], i) => {
        const position = i + 1;
        matches.push(
          newMatch({
            id: `g${label.toLowerCase()}-md${r + 1}-${position}`,
            name: `Group ${label} ${planned.name} Match ${position}`,
            roundKey: matchdayKey(r + 1),
            round: r + 1,
            side: 'group',
            group,
            position,
            sourceA: { type: 'seed', seed: seedOf.get(a)! },
            sourceB: { type: 'seed', seed: seedOf.get(b)! },
            teamA: a,
            teamB: b,
          }),
        );
      });
    });
  });
  settleAll(matches);
  return {
    format: 'group-stage',
    teams: [...teams],
    rounds,
    matches,
    matchIndex: indexMatches(matches),
    groups,
    tiebreaks: [...(options.tiebreaks ?? defaultTiebreaks['group-stage'])],
  };
};
