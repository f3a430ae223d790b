import type { Phase } from '../../contracts/roadmap.ts';
import { type ErrorCode, type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';
import { sameDivision } from './division-ref.ts';
import { computeTotalTeams, withThirdPlaceIfPossible } from './total-teams.ts';
import { type PhaseDraft, type PhaseGame, phaseRefusals } from './validate-phase.ts';

export interface RoadmapValidation {
  isValid: boolean;
  /** The phases with totals, isValid and errors recomputed: stored flags from a client are not trusted. */
  phases: Phase[];
  /** Roadmap-wide problems, one line per broken phase among them. */
  errors: string[];
  /** The refusal a save answers with: a phase's first broken rule, else the first roadmap-wide one. */
  refusal: Refusal | null;
  /** The codes of `errors` and of each phase's errors, in their order: an answer says them by code in the reader's language. */
  codes: { roadmap: ErrorCode[]; phases: ErrorCode[][] };
}

/** The check behind "Save all Phases": every phase valid, exactly the last one final, no qualifier lost. */
export function validateRoadmap(drafts: readonly PhaseDraft[], game?: PhaseGame): RoadmapValidation {
  const context = drafts.map((draft): Phase => ({ ...draft, totalTeams: 0, isValid: false, errors: [] }));
  const refusals = drafts.map((draft, index) => phaseRefusals(draft, { phases: context, index, game }));
  const phases = drafts.map((draft, index): Phase => {
    const errors = refusals[index]!.map((refused) => refused.message);
    const totalTeams = computeTotalTeams(draft, context);
    return {
      ...withThirdPlaceIfPossible(draft, totalTeams),
      totalTeams,
      isValid: errors.length === 0,
      errors,
    };
  });

  const errors: Refusal[] = [];
  if (phases.length === 0) errors.push(refusal('PHASE_ROADMAP_EMPTY', messages.phase.roadmapEmpty));
  for (const phase of phases) {
    if (!phase.isValid)
      errors.push(refusal('PHASE_PHASE_HAS_ERRORS', messages.phase.phaseHasErrors(phase.name)));
  }
  const lastIndex = phases.length - 1;
  if (phases.some((phase, i) => phase.isFinal && i !== lastIndex))
    errors.push(refusal('PHASE_ONLY_LAST_FINAL', messages.phase.onlyLastFinal));
  if (lastIndex >= 0 && !phases[lastIndex]?.isFinal)
    errors.push(refusal('PHASE_LAST_MUST_BE_FINAL', messages.phase.lastMustBeFinal));

  // Qualifiers that no later phase takes would silently drop out of the tournament.
  phases.forEach((phase, phaseIndex) => {
    if (phase.isFinal || phaseIndex === lastIndex) return;
    phase.qualifyingTeams.forEach((_, divisionIndex) => {
      const claimed = phases
        .slice(phaseIndex + 1)
        .some((later) => later.qualifiedTeams.some((ref) => sameDivision(ref, [phaseIndex, divisionIndex])));
      if (!claimed)
        errors.push(
          refusal('PHASE_DIVISION_UNUSED', messages.phase.divisionUnused(phase.name, divisionIndex + 1)),
        );
    });
  });

  return {
    isValid: errors.length === 0,
    phases,
    errors: errors.map((refused) => refused.message),
    refusal: refusals.flat()[0] ?? errors[0] ?? null,
    codes: {
      roadmap: errors.map((refused) => refused.code),
      phases: refusals.map((list) => list.map((refused) => refused.code)),
    },
  };
}
