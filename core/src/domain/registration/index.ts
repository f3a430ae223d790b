export { type EntryCandidateFacts, entryBlocker } from './entry-blocker.ts';
export { eventStatus } from './event-status.ts';
export {
  type RegistrationColour,
  type RegistrationDisplay,
  type RegistrationFields,
  type RegistrationStatusInfo,
  registrationDisplay,
  registrationFieldsOf,
  registrationInfoOf,
  registrationStatus,
} from './registration-status.ts';
export {
  DEFAULT_SUBSTITUTES,
  isSubstituteAt,
  type RosterShape,
  rosterSizeProblem,
  rosterSwapRefusal,
  type SwapWindow,
  splitRoster,
  swapSubstitute,
} from './substitutes.ts';
export { TOWN_HALL_REFRESH_LEAD_MINUTES, townHallRefreshDue } from './town-hall-refresh.ts';
export {
  endsAfterStart,
  overlappingWindows,
  validateRegistrationWindow,
  validateRegistrationWindows,
  type WindowIssue,
} from './validate-windows.ts';
export {
  closeEventCheckIn,
  HOLDING_ENTRY_STATUSES,
  PLAYING_ENTRY_STATUSES,
  promotions,
  type QueuedEntry,
  waitlistPosition,
} from './waitlist.ts';
