export { type AvailableDivision, availableDivisions } from './division-pool.ts';
export { sameDivision, toDivisionRef } from './division-ref.ts';
export {
  bracketKindFor,
  DEFAULT_PHASE_FORMAT,
  isEliminationFormat,
  PHASE_FORMATS,
  phaseTiebreakOrder,
  plannedPhaseRounds,
} from './phase-format.ts';
export {
  addNextPhase,
  applyFinalFlag,
  canAddNextPhase,
  canEditPhase,
  deletePhase,
  editPhase,
  isPhaseInEditMode,
  type NextPhaseCheck,
  newPhase,
  savePhase,
  setFinalPhase,
} from './roadmap-operations.ts';
export { computeTotalTeams, divisionTeams, totalQualifyingTeams } from './total-teams.ts';
export { isPowerOfTwo, type PhaseDraft, type RoadmapContext, validatePhase } from './validate-phase.ts';
export { type RoadmapValidation, validateRoadmap } from './validate-roadmap.ts';
