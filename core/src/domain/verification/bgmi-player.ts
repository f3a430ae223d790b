import { type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

/**
 * Our rule, not one the game publishes: BGMI character IDs are all digits (10 for most accounts).
 * Accepting 5 to 12 digits leaves room for older and newer IDs while catching names and tags typed
 * into the wrong box.
 */
const BGMI_PLAYER_ID_PATTERN = /^\d{5,12}$/;

/** Our cap for an in-game name; the game's own names are far shorter. */
export const IN_GAME_NAME_MAX_LENGTH = 32;

export const normaliseBgmiPlayerId = (raw: string): string => raw.trim();

export function validateBgmiPlayerId(raw: string): Refusal | null {
  const id = normaliseBgmiPlayerId(raw);
  if (id === '') return refusal('VERIFICATION_TAG_REQUIRED', messages.verification.tagRequired);
  return BGMI_PLAYER_ID_PATTERN.test(id)
    ? null
    : refusal('VERIFICATION_BGMI_ID_INVALID', messages.verification.bgmiIdInvalid);
}

export function validateInGameName(raw: string): Refusal | null {
  const name = raw.trim();
  if (name === '') return refusal('VERIFICATION_NAME_REQUIRED', messages.verification.nameRequired);
  return name.length > IN_GAME_NAME_MAX_LENGTH
    ? refusal('INVALID_INPUT', messages.form.tooLong('In-game name', IN_GAME_NAME_MAX_LENGTH))
    : null;
}
