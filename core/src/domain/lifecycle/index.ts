export {
  archiveRefusal,
  deleteRefusal,
  type LifecycleFacts,
  publishRefusal,
  unarchiveRefusal,
  unpublishRefusal,
} from './lifecycle-actions.ts';
export { missingItems, type ReadinessFacts, readinessChecklist } from './readiness.ts';
export {
  hasStartedPlay,
  isRunningStage,
  publicEventStatus,
  type StageFacts,
  tournamentStage,
} from './tournament-stage.ts';
