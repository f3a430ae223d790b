import type { PhaseFormat } from '../../contracts/roadmap.ts';
import { isEliminationFormat } from '../phases/phase-format.ts';

/** Rulebook: best of 3 from the quarter-finals, best of 1 in earlier rounds. */
export const BEST_OF_FROM_QUARTER_FINALS = 3;
export const BEST_OF_EARLIER_ROUNDS = 1;
/** Teams left in a bracket at its quarter-finals. */
export const QUARTER_FINAL_TEAMS = 8;

/**
 * How a phase's series are played. Group stages and Swiss rounds come before any quarter-final; an
 * elimination phase of at most eight teams starts at the quarter-finals or later.
 */
export type PhaseBestOf =
  | { kind: 'single'; bestOf: number }
  | { kind: 'from-quarter-finals'; earlier: number; bestOf: number };

export const phaseBestOf = (phase: { format: PhaseFormat; totalTeams: number }): PhaseBestOf => {
  if (!isEliminationFormat(phase.format)) return { kind: 'single', bestOf: BEST_OF_EARLIER_ROUNDS };
  if (phase.totalTeams <= QUARTER_FINAL_TEAMS) return { kind: 'single', bestOf: BEST_OF_FROM_QUARTER_FINALS };
  return {
    kind: 'from-quarter-finals',
    earlier: BEST_OF_EARLIER_ROUNDS,
    bestOf: BEST_OF_FROM_QUARTER_FINALS,
  };
};
