import { groupLabel } from './group-stage.ts';
import { seedLookup } from './seeding.ts';
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
}

export interface SwissStandingRow extends StandingRow {
  byes: number;
  /** Sum of the points of every opponent faced: who had the harder road to the same score. */
  buchholz: number;
}

export interface GroupStandings {
  group: number;
  name: string;
  rows: StandingRow[];
}

type Tally = Omit<SwissStandingRow, 'rank'>;

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
  byes: 0,
  buchholz: 0,
});

const addResult = (tally: Tally, scored: number, conceded: number): void => {
  tally.played += 1;
  tally.scoreFor += scored;
  tally.scoreAgainst += conceded;
  tally.scoreDifference += scored - conceded;
  if (scored > conceded) tally.wins += 1;
  else if (scored < conceded) tally.losses += 1;
  else tally.draws += 1;
  tally.points = tally.wins + tally.draws / 2;
};

/** Tallies completed matches; a Swiss BYE counts as a win without a score. */
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
    addResult(tallies.get(match.teamA)!, match.scoreA!, match.scoreB!);
    addResult(tallies.get(match.teamB)!, match.scoreB!, match.scoreA!);
  }
  return tallies;
};

const withRanks = <T extends Tally>(rows: T[]): Array<T & { rank: number }> =>
  rows.map((row, i) => ({ ...row, rank: i + 1 }));

/** Points earned only in the matches between the given teams. */
const headToHeadPoints = (
  teams: ReadonlySet<string>,
  matches: readonly BracketMatch[],
): Map<string, number> => {
  const points = new Map([...teams].map((team) => [team, 0]));
  for (const match of matches) {
    if (match.status !== 'completed' || match.teamA === null || match.teamB === null) continue;
    if (!teams.has(match.teamA) || !teams.has(match.teamB)) continue;
    if (match.scoreA === match.scoreB) {
      points.set(match.teamA, points.get(match.teamA)! + 0.5);
      points.set(match.teamB, points.get(match.teamB)! + 0.5);
    } else if (match.winner !== null) {
      points.set(match.winner, points.get(match.winner)! + 1);
    }
  }
  return points;
};

/** Wins, then head-to-head among the teams still tied, then score difference, then seed. */
const rankGroup = (tallies: Tally[], matches: readonly BracketMatch[]): Tally[] => {
  const byPoints = [...tallies].sort((a, b) => b.points - a.points);
  const ranked: Tally[] = [];
  for (let start = 0; start < byPoints.length; ) {
    let end = start + 1;
    while (end < byPoints.length && byPoints[end]!.points === byPoints[start]!.points) end++;
    const tied = byPoints.slice(start, end);
    const h2h = headToHeadPoints(new Set(tied.map((row) => row.teamId)), matches);
    tied.sort(
      (a, b) =>
        h2h.get(b.teamId)! - h2h.get(a.teamId)! || b.scoreDifference - a.scoreDifference || a.seed - b.seed,
    );
    ranked.push(...tied);
    start = end;
  }
  return ranked;
};

const toStandingRow = ({ byes: _byes, buchholz: _buchholz, ...row }: Tally & { rank: number }): StandingRow =>
  row;

export const groupStandings = (state: GroupStageState): GroupStandings[] => {
  const seedOf = seedLookup(state.teams);
  return state.groups.map((teams, group) => {
    const matches = state.matches.filter((match) => match.group === group);
    const tallies = tallyMatches(teams, seedOf, matches);
    return {
      group,
      name: `Group ${groupLabel(group)}`,
      rows: withRanks(rankGroup([...tallies.values()], matches)).map(toStandingRow),
    };
  });
};

/** Points, then Buchholz, then score difference, then seed. */
export const swissStandings = (state: SwissState): SwissStandingRow[] => {
  const tallies = tallyMatches(state.teams, seedLookup(state.teams), state.matches);
  for (const match of state.matches) {
    if (match.status !== 'completed' || match.teamA === null || match.teamB === null) continue;
    tallies.get(match.teamA)!.buchholz += tallies.get(match.teamB)!.points;
    tallies.get(match.teamB)!.buchholz += tallies.get(match.teamA)!.points;
  }
  const rows = [...tallies.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.buchholz - a.buchholz ||
      b.scoreDifference - a.scoreDifference ||
      a.seed - b.seed,
  );
  return withRanks(rows);
};
