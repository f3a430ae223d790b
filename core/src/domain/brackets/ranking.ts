import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { isResolved } from './match.ts';
import { seedLookup } from './seeding.ts';
import { groupStandings, swissStandings } from './standings.ts';
import type {
  BracketMatch,
  BracketState,
  DoubleEliminationState,
  EliminationState,
  GroupStageState,
  SingleEliminationState,
} from './types.ts';

export const isFinished = (bracket: BracketState): boolean =>
  bracket.matches.every(isResolved) &&
  (bracket.format !== 'swiss' || bracket.pairedRounds === bracket.rounds.length);

const matchById = (bracket: BracketState, id: string): BracketMatch | undefined => {
  const position = bracket.matchIndex[id];
  return position === undefined ? undefined : bracket.matches[position];
};

/** The match that decided the title: the reset when it was played, otherwise the (grand) final. */
const decidingMatch = (bracket: EliminationState): BracketMatch => {
  if (bracket.format === 'single-elimination') return matchById(bracket, 'final')!;
  const reset = matchById(bracket, 'gf-reset');
  return reset !== undefined && reset.status === 'completed' ? reset : matchById(bracket, 'gf')!;
};

/**
 * The winner once the phase has one: the final's winner in elimination, the top of the table in Swiss
 * and in a single-group stage. A stage of several groups has group winners but no champion.
 */
export const champion = (bracket: BracketState): string | null => {
  if (bracket.format === 'single-elimination' || bracket.format === 'double-elimination') {
    const deciding = decidingMatch(bracket);
    const pendingReset =
      bracket.format === 'double-elimination' && matchById(bracket, 'gf-reset')?.status === 'pending';
    return deciding.status === 'completed' && !pendingReset ? deciding.winner : null;
  }
  if (!isFinished(bracket)) return null;
  if (bracket.format === 'swiss') return swissStandings(bracket)[0]!.teamId;
  return bracket.groups.length === 1 ? groupStandings(bracket)[0]!.rows[0]!.teamId : null;
};

/** Losers of the given side's matches, deepest round first, ties within a round broken by seed. */
const losersByRound = (bracket: EliminationState, side: BracketMatch['side']): string[] => {
  const seedOf = seedLookup(bracket.teams);
  const byRound = new Map<number, string[]>();
  for (const match of bracket.matches) {
    if (match.side !== side || match.loser === null) continue;
    byRound.set(match.round, [...(byRound.get(match.round) ?? []), match.loser]);
  }
  return [...byRound.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([, losers]) => losers.sort((a, b) => seedOf.get(a)! - seedOf.get(b)!));
};

const singleEliminationRanking = (bracket: SingleEliminationState): string[] => {
  const final = matchById(bracket, 'final')!;
  const thirdPlace = matchById(bracket, 'third-place');
  const top = [final.winner, final.loser, thirdPlace?.winner ?? null, thirdPlace?.loser ?? null].filter(
    (team): team is string => team !== null,
  );
  const placed = new Set(top);
  return [...top, ...losersByRound(bracket, 'main').filter((team) => !placed.has(team))];
};

/** Everyone but the two finalists goes out in the losers bracket, so the round they lose there ranks them. */
const doubleEliminationRanking = (bracket: DoubleEliminationState): string[] => {
  const deciding = decidingMatch(bracket);
  return [deciding.winner!, deciding.loser!, ...losersByRound(bracket, 'losers')];
};

/** Group placings first (every winner, then every runner-up, ...), then points, score difference, seed. */
const groupStageRanking = (bracket: GroupStageState): string[] =>
  groupStandings(bracket)
    .flatMap((group) => group.rows)
    .sort(
      (a, b) =>
        a.rank - b.rank || b.points - a.points || b.scoreDifference - a.scoreDifference || a.seed - b.seed,
    )
    .map((row) => row.teamId);

/** Every team of a finished phase, best first. */
export const finalRanking = (bracket: BracketState): string[] => {
  if (!isFinished(bracket))
    throw new AppError('CONFLICT', 'BRACKETS_PHASE_NOT_FINISHED', messages.brackets.phaseNotFinished);
  switch (bracket.format) {
    case 'single-elimination':
      return singleEliminationRanking(bracket);
    case 'double-elimination':
      return doubleEliminationRanking(bracket);
    case 'group-stage':
      return groupStageRanking(bracket);
    case 'swiss':
      return swissStandings(bracket).map((row) => row.teamId);
  }
};

/**
 * The teams a finished phase sends on, in order. With one count: the best `count`. With one count per
 * qualifying division: consecutive slices of the ranking, the first division taking the best teams
 * (e.g. [4, 4] from four groups gives the group winners, then the runners-up).
 */
export function qualifiers(bracket: BracketState, count: number): string[];
export function qualifiers(bracket: BracketState, counts: readonly number[]): string[][];
export function qualifiers(bracket: BracketState, counts: number | readonly number[]): string[] | string[][] {
  const perDivision = typeof counts === 'number' ? [counts] : counts;
  const requested = perDivision.reduce((sum, n) => sum + n, 0);
  if (perDivision.some((n) => !Number.isInteger(n) || n < 0) || requested > bracket.teams.length) {
    throw new AppError(
      'BAD_REQUEST',
      'BRACKETS_TOO_MANY_QUALIFIERS',
      messages.brackets.tooManyQualifiers(requested, bracket.teams.length),
    );
  }
  const ranking = finalRanking(bracket);
  let start = 0;
  const divisions = perDivision.map((n) => {
    start += n;
    return ranking.slice(start - n, start);
  });
  return typeof counts === 'number' ? divisions[0]! : divisions;
}
