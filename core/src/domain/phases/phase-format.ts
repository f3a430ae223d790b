import type { PhaseFormat } from '../../contracts/roadmap.ts';
import type { BracketKind } from '../brackets/round-plan.ts';
import { defaultTiebreaks, type Tiebreak } from '../brackets/tiebreaks.ts';

/** Swiss is beyond the spec's three formats: the bracket engines play it, so the roadmap offers it. */
export const PHASE_FORMATS = ['Single Elimination', 'Double Elimination', 'Group Stage', 'Swiss'] as const;

export const DEFAULT_PHASE_FORMAT: PhaseFormat = 'Single Elimination';

const BRACKET_KIND_BY_FORMAT: Readonly<Record<PhaseFormat, BracketKind>> = {
  'Single Elimination': 'single-elimination',
  'Double Elimination': 'double-elimination',
  'Group Stage': 'group-stage',
  Swiss: 'swiss',
};

export const bracketKindFor = (format: PhaseFormat): BracketKind => BRACKET_KIND_BY_FORMAT[format];

export const isEliminationFormat = (format: PhaseFormat): boolean =>
  format === 'Single Elimination' || format === 'Double Elimination';

/** A group stage's or Swiss stage's tiebreak order as set, or its format's default; null for other formats. */
export const phaseTiebreakOrder = (phase: {
  format: PhaseFormat;
  tiebreaks?: readonly Tiebreak[] | undefined;
}): Tiebreak[] | null => {
  const kind = bracketKindFor(phase.format);
  if (kind !== 'group-stage' && kind !== 'swiss') return null;
  return [...(phase.tiebreaks ?? defaultTiebreaks[kind])];
};
