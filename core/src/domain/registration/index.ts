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
  endsAfterStart,
  overlappingWindows,
  validateRegistrationWindow,
  validateRegistrationWindows,
  type WindowIssue,
} from './validate-windows.ts';
