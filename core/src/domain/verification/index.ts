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
export {
  CLASH_OF_CLANS_TAG_ALPHABET,
  isValidPlayerTag,
  normalisePlayerTag,
  validatePlayerTag,
  validateVerificationToken,
} from './player-tag.ts';
