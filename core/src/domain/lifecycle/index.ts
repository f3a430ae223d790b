export {
  championOf,
  type FinalPlacing,
  finalPlacings,
  type LastPhaseOutcome,
  PODIUM_SIZE,
} from './final-placings.ts';
export {
  archiveRefusal,
  deleteRefusal,
  type LifecycleFacts,
  publishRefusal,
  unarchiveRefusal,
  unpublishRefusal,
} from './lifecycle-actions.ts';
export { finishLabel, placeLabel } from './place-label.ts';
export { missingItems, type ReadinessFacts, readinessChecklist } from './readiness.ts';
export {
  hasStartedPlay,
  isRunningStage,
  publicEventStatus,
  type StageFacts,
  tournamentStage,
} from './tournament-stage.ts';
