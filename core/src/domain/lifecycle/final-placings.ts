import type { PointsRow } from '../battle-royale/standings.ts';
import { finalRanking, isFinished } from '../brackets/ranking.ts';
import type { BracketState } from '../brackets/types.ts';

/** How the last phase ended, as its engine holds it: a bracket or table, or a battle-royale points table. */
export type LastPhaseOutcome =
  | { kind: 'bracket'; state: BracketState }
  | { kind: 'points'; finished: boolean; rows: readonly Pick<PointsRow, 'rank' | 'teamId' | 'total'>[] };

export interface FinalPlacing {
  /** 1 is the champion; two semi-final losers without a third-place match share 3. */
  place: number;
  teamId: string;
  /** Battle royale: the team's total on the final points table; null elsewhere. */
  points: number | null;
}

/** Brackets and tables name their top four; a battle royale shows its whole final points table. */
export const PODIUM_SIZE = 4;

/**
 * The tournament's final placings from its last phase, once that phase has every result: elimination
 * gives winner, runner-up, then third and fourth from the third-place match (or both semi-final losers
 * sharing third), a double elimination its losers-bracket final and semi-final; a group stage or Swiss
 * its standings; a battle royale its final points table. Empty until the phase is finished.
 */
export function finalPlacings(outcome: LastPhaseOutcome): FinalPlacing[] {
  if (outcome.kind === 'points') {
    if (!outcome.finished) return [];
    return outcome.rows.map((row) => ({ place: row.rank, teamId: row.teamId, points: row.total }));
  }
  const { state } = outcome;
  if (!isFinished(state)) return [];
  const top = finalRanking(state).slice(0, PODIUM_SIZE);
  const sharedThird =
    state.format === 'single-elimination' && !state.matches.some((match) => match.id === 'third-place');
  return top.map((teamId, index) => ({
    place: sharedThird && index === 3 ? 3 : index + 1,
    teamId,
    points: null,
  }));
}

/** The champion of a finished tournament: the one team placed first. */
export const championOf = (placings: readonly FinalPlacing[]): string | null =>
  placings.length > 0 && placings[0]!.place === 1 ? placings[0]!.teamId : null;
