import { type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

/** Time limits of the links Galaxia mails, and of a remembered sign-in. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 3600 * 1000;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 3600 * 1000;

export const SIGN_IN_METHODS = ['discord', 'google', 'password'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export interface AccountMethods {
  discordId: string | null;
  googleSubject: string | null;
  /** A password counts as a way in only once its email is verified: before that it cannot sign in. */
  hasPassword: boolean;
  emailVerified: boolean;
}

/** The ways this person can sign in today. */
export function linkedMethods(account: AccountMethods): SignInMethod[] {
  const methods: SignInMethod[] = [];
  if (account.discordId) methods.push('discord');
  if (account.googleSubject) methods.push('google');
  if (account.hasPassword && account.emailVerified) methods.push('password');
  return methods;
}

/** Why a way in may not be removed, or null when it may: never the last one, never one not linked. */
export function unlinkProblem(account: AccountMethods, method: SignInMethod): Refusal | null {
  const methods = linkedMethods(account);
  const linked = method === 'password' ? account.hasPassword : methods.includes(method);
  if (!linked) return refusal('ACCOUNT_METHOD_NOT_LINKED', messages.account.methodNotLinked);
  if (methods.filter((other) => other !== method).length === 0)
    return refusal('ACCOUNT_LAST_METHOD', messages.account.lastMethod);
  return null;
}
