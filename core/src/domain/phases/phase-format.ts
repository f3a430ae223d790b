import type { PhaseFormat } from '../../contracts/roadmap.ts';
import type { BracketKind } from '../brackets/round-plan.ts';

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
