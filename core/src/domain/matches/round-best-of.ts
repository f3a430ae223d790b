import type { PhaseFormat } from '../../contracts/roadmap.ts';
import type { PlannedRound } from '../brackets/round-plan.ts';
import { plannedPhaseRounds } from '../phases/phase-format.ts';
import { BEST_OF_OPTIONS, type BestOf } from './series.ts';

/** The organiser's best-of per round key; a round left out plays the rulebook's default. */
export type RoundBestOf = Readonly<Record<string, BestOf>>;

/** Round keys a phase may set a best-of for: at most one per planned round (4,096 teams plan ~25). */
export const MAX_BEST_OF_ROUNDS = 64;

export const isBestOf = (value: unknown): value is BestOf =>
  (BEST_OF_OPTIONS as readonly unknown[]).includes(value);

const RULEBOOK_LONG: BestOf = 3;
const RULEBOOK_SHORT: BestOf = 1;
/** Winners rounds from the quarter-finals on; the losers rounds played beside them; the grand final. */
const LONG_WINNERS_ROUNDS = 3;
const LONG_LOSERS_ROUNDS = 4;

const roundNumber = (key: string, prefix: string): number | null => {
  const match = new RegExp(`^${prefix}-(\\d+)$`).exec(key);
  return match ? Number(match[1]) : null;
};

/**
 * The rulebook's best-of for a round: best of 3 from the quarter-finals, best of 1 before,
 * and in group stages and Swiss. In a double elimination the losers rounds played beside the winners
 * quarter-final onwards and the grand final count as the late rounds.
 */
export function rulebookBestOf(format: PhaseFormat, rounds: readonly PlannedRound[], key: string): BestOf {
  if (format === 'Single Elimination') {
    const count = rounds.length;
    const round = roundNumber(key, 'r');
    return round !== null && count - round < LONG_WINNERS_ROUNDS ? RULEBOOK_LONG : RULEBOOK_SHORT;
  }
  if (format === 'Double Elimination') {
    if (key === 'gf' || key === 'gf-reset') return RULEBOOK_LONG;
    const winners = rounds.filter((round) => round.key.startsWith('wb-')).length;
    const losers = rounds.filter((round) => round.key.startsWith('lb-')).length;
    const winnersRound = roundNumber(key, 'wb');
    if (winnersRound !== null)
      return winners - winnersRound < LONG_WINNERS_ROUNDS ? RULEBOOK_LONG : RULEBOOK_SHORT;
    const losersRound = roundNumber(key, 'lb');
    if (losersRound !== null)
      return losers - losersRound < LONG_LOSERS_ROUNDS ? RULEBOOK_LONG : RULEBOOK_SHORT;
  }
  return RULEBOOK_SHORT;
}

export interface PhaseForBestOf {
  format: PhaseFormat;
  /** Teams the phase plays with (the roadmap's total, or its seeds once started). */
  teams: number;
  groups?: number | null | undefined;
  bestOf?: RoundBestOf | null | undefined;
}

export interface RoundSeries extends PlannedRound {
  bestOf: BestOf;
  /** True when the organiser chose it; false for the rulebook's default. */
  custom: boolean;
}

/** Every round of a phase with the series it plays, in play order; empty for a battle-royale phase. */
export function phaseRoundSeries(phase: PhaseForBestOf): RoundSeries[] {
  const rounds = plannedPhaseRounds({ format: phase.format, teams: phase.teams, groups: phase.groups });
  return rounds.map((round) => {
    const chosen = phase.bestOf?.[round.key];
    return chosen === undefined
      ? { ...round, bestOf: rulebookBestOf(phase.format, rounds, round.key), custom: false }
      : { ...round, bestOf: chosen, custom: true };
  });
}

/** The series one round of a phase plays. */
export function roundBestOf(phase: PhaseForBestOf, roundKey: string): BestOf {
  const chosen = phase.bestOf?.[roundKey];
  if (chosen !== undefined) return chosen;
  const rounds = plannedPhaseRounds({ format: phase.format, teams: phase.teams, groups: phase.groups });
  return rulebookBestOf(phase.format, rounds, roundKey);
}
