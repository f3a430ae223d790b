import { type BestOf, phaseFormatSchema, roundBestOf } from '@galaxia/core';
import type { PhaseRow } from '../tournaments/internal/stored-roadmap.ts';

/** The series a match of a started phase plays: the organiser's choice for its round, else the rulebook. */
export const matchBestOf = (phase: PhaseRow, roundKey: string): BestOf =>
  roundBestOf(
    {
      format: phaseFormatSchema.parse(phase.format),
      teams: phase.seeds?.length ?? 0,
      groups: phase.numberOfGroups,
      bestOf: phase.bestOf,
    },
    roundKey,
  );
