import { type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

/** The only characters Clash of Clans uses in tags, so a mistyped letter is caught before the API call. */
export const CLASH_OF_CLANS_TAG_ALPHABET = '0289PYLQGRJCUV';

const TAG_PATTERN = new RegExp(`^#[${CLASH_OF_CLANS_TAG_ALPHABET}]{3,12}$`);

/**
 * The tag as the game's API expects it. Players copy tags with stray spaces, in lower case, without
 * the '#', or read the zero as the letter O (which no tag contains).
 */
export function normalisePlayerTag(raw: string): string {
  const body = raw.trim().toUpperCase().replace(/^#/, '').replaceAll('O', '0');
  return body === '' ? '' : `#${body}`;
}

export const isValidPlayerTag = (tag: string): boolean => TAG_PATTERN.test(tag);

/** The message for a tag as typed, or null when its normal form is a valid tag. */
export function validatePlayerTag(raw: string): Refusal | null {
  const tag = normalisePlayerTag(raw);
  if (tag === '') return refusal('VERIFICATION_TAG_REQUIRED', messages.verification.tagRequired);
  return isValidPlayerTag(tag) ? null : refusal('VERIFICATION_TAG_INVALID', messages.verification.tagInvalid);
}

export const validateVerificationToken = (token: string): Refusal | null =>
  token.trim() === '' ? refusal('VERIFICATION_TOKEN_REQUIRED', messages.verification.tokenRequired) : null;
