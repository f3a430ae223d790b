import { type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing it is never a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/**
 * What any new password must meet, checked wherever the form is (browser-safe). Whether it is too
 * easy to guess is `guessablePasswordProblem` (password-strength.ts), server-side for its dictionaries.
 */
export function passwordProblem(password: string): Refusal | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return refusal('ACCOUNT_PASSWORD_TOO_SHORT', messages.account.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH)
    return refusal('ACCOUNT_PASSWORD_TOO_LONG', messages.account.passwordTooLong);
  return null;
}

/** One spelling per address, so "Ann@Example.com " and "ann@example.com" are the same account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
