export { type AvailableDivision, availableDivisions } from './division-pool.ts';
export { sameDivision, toDivisionRef } from './division-ref.ts';
export {
  bracketKindFor,
  DEFAULT_PHASE_FORMAT,
  isBattleRoyaleFormat,
  isEliminationFormat,
  PHASE_FORMATS,
  phaseFormatsFor,
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
  phaseFieldsFor,
  savePhase,
  setFinalPhase,
} from './roadmap-operations.ts';
export { computeTotalTeams, divisionTeams, totalQualifyingTeams } from './total-teams.ts';
export {
  isPowerOfTwo,
  MIN_GROUPS,
  MIN_LOBBIES,
  type PhaseDraft,
  type PhaseGame,
  type RoadmapContext,
  validatePhase,
} from './validate-phase.ts';
export { type RoadmapValidation, validateRoadmap } from './validate-roadmap.ts';
