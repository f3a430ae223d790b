import { groupLabel } from './group-stage.ts';
import { seedLookup } from './seeding.ts';
import { effectiveTiebreaks, type Tiebreak } from './tiebreaks.ts';
import type { BracketMatch, GroupStageState, SwissState } from './types.ts';

export interface StandingRow {
  teamId: string;
  seed: number;
  rank: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  /** A win is worth 1 and a draw 1/2, so with no draws points are simply the wins. */
  points: number;
  scoreFor: number;
  scoreAgainst: number;
  scoreDifference: number;
  /** Sum of the points of every opponent faced: who had the harder road to the same score. */
  buchholz: number;
  /** Buchholz without the best and the worst opponent (with three opponents or more). */
  medianBuchholz: number;
}

export interface SwissStandingRow extends StandingRow {
  byes: number;
}

export interface GroupStandings {
  group: number;
  name: string;
  rows: StandingRow[];
}

type Tally = Omit<SwissStandingRow, 'rank'> & { opponents: string[] };

const emptyTally = (teamId: string, seed: number): Tally => ({
  teamId,
  seed,
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  points: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  scoreDifference: 0,
  buchholz: 0,
  medianBuchholz: 0,
  byes: 0,
  opponents: [],
});

/** A result for one team: won, lost or drawn, as the match decided it (a war level on stars has a winner). */
type Outcome = 'won' | 'lost' | 'drawn';

const outcomeFor = (match: BracketMatch, team: string): Outcome => {
  if (match.winner !== null) return match.winner === team ? 'won' : 'lost';
  const scored = match.teamA === team ? match.scoreA! : match.scoreB!;
  const conceded = match.teamA === team ? match.scoreB! : match.scoreA!;
  return scored > conceded ? 'won' : scored < conceded ? 'lost' : 'drawn';
};

const addResult = (
  tally: Tally,
  opponent: string,
  scored: number,
  conceded: number,
  outcome: Outcome,
): void => {
  tally.played += 1;
  tally.opponents.push(opponent);
  tally.scoreFor += scored;
  tally.scoreAgainst += conceded;
  tally.scoreDifference += scored - conceded;
  if (outcome === 'won') tally.wins += 1;
  else if (outcome === 'lost') tally.losses += 1;
  else tally.draws += 1;
  tally.points = tally.wins + tally.draws / 2;
};

/** Tallies completed matches (a Swiss BYE counts as a win without a score), then Buchholz. */
const tallyMatches = (
  teams: readonly string[],
  seedOf: Map<string, number>,
  matches: readonly BracketMatch[],
) => {
  const tallies = new Map(teams.map((team) => [team, emptyTally(team, seedOf.get(team)!)]));
  for (const match of matches) {
    if (match.status === 'bye' && match.side === 'swiss' && match.winner !== null) {
      const tally = tallies.get(match.winner)!;
      tally.byes += 1;
      tally.wins += 1;
      tally.points = tally.wins + tally.draws / 2;
    }
    if (match.status !== 'completed' || match.teamA === null || match.teamB === null) continue;
    addResult(
      tallies.get(match.teamA)!,
      match.teamB,
      match.scoreA!,
      match.scoreB!,
      outcomeFor(match, match.teamA),
    );
    addResult(
      tallies.get(match.teamB)!,
      match.teamA,
      match.scoreB!,
      match.scoreA!,
      outcomeFor(match, match.teamB),
    );
  }
  for (const tally of tallies.values()) {
    const faced = tally.opponents.map((team) => tallies.get(team)!.points).sort((a, b) => a - b);
    tally.buchholz = faced.reduce((sum, points) => sum + points, 0);
    tally.medianBuchholz = faced.length >= 3 ? tally.buchholz - faced[0]! - faced.at(-1)! : tally.buchholz;
  }
  return tallies;
};

/** Points earned only in the matches between the given teams. */
const headToHeadPoints = (
  teams: ReadonlySet<string>,
  matches: readonly BracketMatch[],
): Map<string, number> => {
  const points = new Map([...teams].map((team) => [team, 0]));
  for (const match of matches) {
    if (match.status !== 'completed' || match.teamA === null || match.teamB === null) continue;
    if (!teams.has(match.teamA) || !teams.has(match.teamB)) continue;
    const outcome = outcomeFor(match, match.teamA);
    if (outcome === 'drawn') {
      points.set(match.teamA, points.get(match.teamA)! + 0.5);
      points.set(match.teamB, points.get(match.teamB)! + 0.5);
    } else {
      const winner = outcome === 'won' ? match.teamA : match.teamB;
      points.set(winner, points.get(winner)! + 1);
    }
  }
  return points;
};

/** Splits rows sorted by `value` (highest first) into runs of equal value. */
const splitBy = <T>(rows: T[], value: (row: T) => number): T[][] => {
  const sorted = [...rows].sort((a, b) => value(b) - value(a));
  const runs: T[][] = [];
  for (const row of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && value(last[0]!) === value(row)) last.push(row);
    else runs.push([row]);
  }
  return runs;
};

const plainValue: Record<Exclude<Tiebreak, 'head-to-head'>, (row: Tally) => number> = {
  points: (row) => row.points,
  'score-difference': (row) => row.scoreDifference,
  buchholz: (row) => row.buchholz,
  'median-buchholz': (row) => row.medianBuchholz,
  seed: (row) => -row.seed,
};

/**
 * Orders tied rows by the tiebreaks in turn. Head-to-head is a mini-table of the matches among the
 * tied teams only; when it splits them but leaves a smaller tie, it is applied again to that smaller
 * group on its own (its mini-table then counts only their matches), before moving to the next tiebreak.
 */
const rankRows = (rows: Tally[], order: readonly Tiebreak[], matches: readonly BracketMatch[]): Tally[] => {
  if (rows.length <= 1 || order.length === 0) return rows;
  const [criterion, ...rest] = order as [Tiebreak, ...Tiebreak[]];
  if (criterion !== 'head-to-head') {
    return splitBy(rows, plainValue[criterion]).flatMap((run) => rankRows(run, rest, matches));
  }
  const h2h = headToHeadPoints(new Set(rows.map((row) => row.teamId)), matches);
  const runs = splitBy(rows, (row) => h2h.get(row.teamId)!);
  if (runs.length === 1) return rankRows(rows, rest, matches);
  return runs.flatMap((run) => rankRows(run, order, matches));
};

const withRanks = <T extends Tally>(rows: T[]): Array<T & { rank: number }> =>
  rows.map((row, i) => ({ ...row, rank: i + 1 }));

const toStandingRow = ({
  byes: _byes,
  opponents: _opponents,
  ...row
}: Tally & { rank: number }): StandingRow => row;

export const groupStandings = (state: GroupStageState): GroupStandings[] => {
  const seedOf = seedLookup(state.teams);
  const order = effectiveTiebreaks(state.tiebreaks);
  return state.groups.map((teams, group) => {
    const matches = state.matches.filter((match) => match.group === group);
    const tallies = tallyMatches(teams, seedOf, matches);
    return {
      group,
      name: `Group ${groupLabel(group)}`,
      rows: withRanks(rankRows([...tallies.values()], order, matches)).map(toStandingRow),
    };
  });
};

/** By the stage's tiebreak order; by default points, then Buchholz, then score difference, then seed. */
export const swissStandings = (state: SwissState): SwissStandingRow[] => {
  const tallies = tallyMatches(state.teams, seedLookup(state.teams), state.matches);
  const ranked = rankRows([...tallies.values()], effectiveTiebreaks(state.tiebreaks), state.matches);
  return withRanks(ranked).map(({ opponents: _opponents, ...row }) => row);
};
