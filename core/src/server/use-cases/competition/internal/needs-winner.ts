import { isEliminationFormat, phaseFormatSchema } from '@galaxia/core';

/** Elimination phases need a winner from every match; group and Swiss matches may end level. */
export const needsWinner = (phase: { format: string }): boolean =>
  isEliminationFormat(phaseFormatSchema.parse(phase.format));
