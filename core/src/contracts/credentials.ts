import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
} from '../domain/accounts/credentials.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { requiredText, text } from './text-fields.ts';

const NAME_MAX_LENGTH = 100;
/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is not one of ours. */
const TOKEN_MAX_LENGTH = 100;

const emailSchema = text(coded('ACCOUNT_EMAIL_REQUIRED', messages.account.emailRequired))
  .trim()
  .min(1, coded('ACCOUNT_EMAIL_REQUIRED', messages.account.emailRequired))
  .max(EMAIL_MAX_LENGTH, coded('ACCOUNT_EMAIL_INVALID', messages.account.emailInvalid))
  .pipe(z.email(coded('ACCOUNT_EMAIL_INVALID', messages.account.emailInvalid)))
  .transform(normalizeEmail);

/** Sign-in checks only presence: length rules for new passwords must not lock out existing ones. */
const givenPasswordSchema = text(coded('ACCOUNT_PASSWORD_REQUIRED', messages.account.passwordRequired))
  .min(1, coded('ACCOUNT_PASSWORD_REQUIRED', messages.account.passwordRequired))
  .max(PASSWORD_MAX_LENGTH, coded('ACCOUNT_INVALID_CREDENTIALS', messages.account.invalidCredentials));

const newPasswordSchema = text(coded('ACCOUNT_PASSWORD_REQUIRED', messages.account.passwordRequired))
  .min(1, coded('ACCOUNT_PASSWORD_REQUIRED', messages.account.passwordRequired))
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
  });

const tokenSchema = text().min(1).max(TOKEN_MAX_LENGTH);

export const signUpSchema = z.object({
  name: requiredText(coded('PROFILE_NAME_REQUIRED', messages.account.nameRequired), 'Name', NAME_MAX_LENGTH),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpPayload = z.infer<typeof signUpSchema>;

export const passwordSignInSchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
  remember: z.boolean().default(false),
});
export type PasswordSignInPayload = z.infer<typeof passwordSignInSchema>;

export const verifyEmailSchema = z.object({ token: tokenSchema });
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: tokenSchema, password: newPasswordSchema });

/** Adding a password to an account: the email is asked for only when the account has none yet. */
export const setPasswordSchema = z.object({
  email: emailSchema.optional(),
  password: newPasswordSchema,
  currentPassword: givenPasswordSchema.optional(),
});
export type SetPasswordPayload = z.infer<typeof setPasswordSchema>;

export const signInMethodsSchema = z.object({
  email: text().nullable(),
  emailVerified: z.boolean(),
  discord: z.boolean(),
  google: z.boolean(),
  password: z.boolean(),
  /** A Google account waiting for this person to confirm linking it, when there is one. */
  pendingGoogleEmail: text().nullable(),
  /** Ways in that were on the account before its address was proven: the owner should review them. */
  toReview: z.array(z.enum(['discord', 'google'])),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** One signed-in device of the person, as Settings lists it (`GET /api/account/sessions`). */
export const activeSessionSchema = z.object({
  /** An opaque handle, not the session id. */
  id: text(),
  device: text(),
  signedInAt: text(),
  lastSeenAt: text(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
