export {
  canChangeVerificationStatus,
  changeVerificationStatus,
  VERIFICATION_STATUSES,
} from './account-status.ts';
export {
  IN_GAME_NAME_MAX_LENGTH,
  normaliseBgmiPlayerId,
  validateBgmiPlayerId,
  validateInGameName,
} from './bgmi-player.ts';
export { type ContestFacts, contestRefusal } from './contest.ts';
export {
  type AccountFacts,
  claimExpiresAt,
  type EntryVerification,
  entryVerification,
  hasSentEvidence,
  PENDING_CLAIM_DAYS,
  PLAYER_VERIFICATION_STATES,
  type PlayerVerificationState,
  playerVerificationState,
  REJECTION_GRACE_HOURS,
  type RosterPlayerState,
  rejectionDeadline,
} from './entry-verification.ts';
export {
  CLASH_OF_CLANS_TAG_ALPHABET,
  isValidPlayerTag,
  normalisePlayerTag,
  validatePlayerTag,
  validateVerificationToken,
} from './player-tag.ts';
