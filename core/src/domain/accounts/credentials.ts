import { messages } from '../messages/catalogue.ts';

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing it is never a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Passwords people pick first that still reach 10 characters. Small on purpose: it stops the obvious,
 * the length rule does the rest. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '123456789a',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'welcome123',
  'admin12345',
  'administrator',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'dragon12345',
  'monkey12345',
  'superman123',
  'trustno1234',
  'changeme123',
  'galaxia123',
  'galaxia1234',
  'esports123',
  'tournament1',
  'aaaaaaaaaa',
  '1111111111',
  'abcdefghij',
  'abc1234567',
  'zaq12wsxcde',
]);

/** The first thing wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.account.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return messages.account.passwordTooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return messages.account.passwordTooCommon;
  return null;
}

/** One spelling per address, so "Ann@Example.com " and "ann@example.com" are the same account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
