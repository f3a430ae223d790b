import type { Phase } from '../../contracts/roadmap.ts';
import { messages } from '../messages/catalogue.ts';
import { sameDivision } from './division-ref.ts';
import { computeTotalTeams, withThirdPlaceIfPossible } from './total-teams.ts';
import { type PhaseDraft, type PhaseGame, validatePhase } from './validate-phase.ts';

export interface RoadmapValidation {
  isValid: boolean;
  /** The phases with totals, isValid and errors recomputed: stored flags from a client are not trusted. */
  phases: Phase[];
  /** Roadmap-wide problems, one line per broken phase among them. */
  errors: string[];
}

/** The check behind "Save all Phases": every phase valid, exactly the last one final, no qualifier lost. */
export function validateRoadmap(drafts: readonly PhaseDraft[], game?: PhaseGame): RoadmapValidation {
  const context = drafts.map((draft): Phase => ({ ...draft, totalTeams: 0, isValid: false, errors: [] }));
  const phases = drafts.map((draft, index): Phase => {
    const errors = validatePhase(draft, { phases: context, index, game });
    const totalTeams = computeTotalTeams(draft, context);
    return {
      ...withThirdPlaceIfPossible(draft, totalTeams),
      totalTeams,
      isValid: errors.length === 0,
      errors,
    };
  });

  const errors: string[] = [];
  if (phases.length === 0) errors.push(messages.phase.roadmapEmpty);
  for (const phase of phases) {
    if (!phase.isValid) errors.push(messages.phase.phaseHasErrors(phase.name));
  }
  const lastIndex = phases.length - 1;
  if (phases.some((phase, i) => phase.isFinal && i !== lastIndex)) errors.push(messages.phase.onlyLastFinal);
  if (lastIndex >= 0 && !phases[lastIndex]?.isFinal) errors.push(messages.phase.lastMustBeFinal);

  // Qualifiers that no later phase takes would silently drop out of the tournament.
  phases.forEach((phase, phaseIndex) => {
    if (phase.isFinal || phaseIndex === lastIndex) return;
    phase.qualifyingTeams.forEach((_, divisionIndex) => {
      const claimed = phases
        .slice(phaseIndex + 1)
        .some((later) => later.qualifiedTeams.some((ref) => sameDivision(ref, [phaseIndex, divisionIndex])));
      if (!claimed) errors.push(messages.phase.divisionUnused(phase.name, divisionIndex + 1));
    });
  });

  return { isValid: errors.length === 0, phases, errors };
}
