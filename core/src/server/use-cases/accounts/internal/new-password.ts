import { AppError } from '@galaxia/core';
import { guessablePasswordProblem } from '../../../../domain/accounts/password-strength.ts';
import { hashPassword } from './password-hashing.ts';

/**
 * The hash of a password someone chose just now, once it is hard enough to guess; the refusal reads
 * like the contract's own field errors. `personal` is what the person told about themselves.
 */
export async function hashNewPassword(password: string, personal: readonly string[] = []) {
  const problem = guessablePasswordProblem(password, personal);
  if (problem)
    throw new AppError('BAD_REQUEST', 'ACCOUNT_PASSWORD_TOO_COMMON', problem, { password: [problem] });
  return hashPassword(password);
}
