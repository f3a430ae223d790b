import { type PhaseDraft, phaseFormatSchema, validateRoadmap } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Phase } from '../../../db/entities/index.ts';

export type PhaseRow = InferEntity<typeof Phase>;

export const phaseDraftOf = (row: PhaseRow): PhaseDraft => ({
  name: row.name,
  format: phaseFormatSchema.parse(row.format),
  invitedTeams: row.invitedTeams,
  participatingTeams: row.participatingTeams,
  qualifiedTeams: row.qualifiedTeams,
  qualifyingTeams: row.qualifyingTeams,
  ...(row.numberOfGroups === null || row.numberOfGroups === undefined
    ? {}
    : { numberOfGroups: row.numberOfGroups }),
  ...(row.matchesPerLobby === null || row.matchesPerLobby === undefined
    ? {}
    : { matchesPerLobby: row.matchesPerLobby }),
  ...(row.tiebreaks === null || row.tiebreaks === undefined ? {} : { tiebreaks: row.tiebreaks }),
  ...(row.bestOf ? { bestOf: row.bestOf } : {}),
  ...(row.format === 'Single Elimination' ? { thirdPlace: row.thirdPlace } : {}),
  ...(row.format === 'Double Elimination' ? { grandFinalReset: row.grandFinalReset } : {}),
  ...(row.autoStart === false ? { autoStart: false } : {}),
  isFinal: row.isFinal,
});

/** The columns a roadmap phase is stored in; totals and errors are derived again on every read. */
export const phaseColumnsOf = (phase: PhaseDraft) => ({
  name: phase.name,
  format: phase.format,
  invitedTeams: phase.invitedTeams,
  participatingTeams: phase.participatingTeams,
  qualifiedTeams: phase.qualifiedTeams,
  qualifyingTeams: phase.qualifyingTeams,
  numberOfGroups: phase.numberOfGroups ?? null,
  matchesPerLobby: phase.matchesPerLobby ?? null,
  tiebreaks: phase.format === 'Group Stage' || phase.format === 'Swiss' ? (phase.tiebreaks ?? null) : null,
  bestOf: phase.format === 'Battle Royale' || !phase.bestOf ? null : phase.bestOf,
  thirdPlace: phase.format === 'Single Elimination' && phase.thirdPlace === true,
  grandFinalReset: phase.format === 'Double Elimination' && phase.grandFinalReset === true,
  // Only a phase that waits on qualifiers starts by itself; the first phase is always the organiser's.
  autoStart: phase.qualifiedTeams.length === 0 || phase.autoStart !== false,
  isFinal: phase.isFinal,
});

/** The stored phases in roadmap order, with the roadmap as the core derives it from them. */
export async function loadRoadmap(em: EntityManager, tournamentId: string) {
  const rows = await em.find(Phase, { tournament: tournamentId }, { orderBy: { position: 'asc' } });
  return { rows, phases: validateRoadmap(rows.map(phaseDraftOf)).phases };
}
