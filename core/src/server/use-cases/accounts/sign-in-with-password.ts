import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AccountMail, sendVerificationMail, takeMailSlot } from './internal/account-mails.ts';
import { issueEmailVerificationToken } from './internal/account-tokens.ts';
import { signedInUser } from './internal/account-user.ts';
import { claimantsOf, ownerOf } from './internal/email-ownership.ts';
import { verifyPassword } from './internal/password-hashing.ts';
import type { SignedInUser } from './sign-in-with-discord.ts';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', 'ACCOUNT_INVALID_CREDENTIALS', messages.account.invalidCredentials);
  }
}

/**
 * Email + password sign-in. An unknown email and a wrong password give the same error after the same
 * work. Only with the right password does an unverified address hear so (and get a fresh link).
 */
export async function signInWithPassword(
  em: EntityManager,
  mail: AccountMail,
  input: { email: string; password: string },
): Promise<SignedInUser> {
  const owner = await ownerOf(em, input.email);
  // Without a proven owner, the address may be one of a few accounts' unproven claim.
  const candidates = owner ? [owner] : await claimantsOf(em, input.email);
  let user: (typeof candidates)[number] | null = null;
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash ?? null, input.password)) {
      user = candidate;
      break;
    }
  }
  if (!candidates.length) await verifyPassword(null, input.password);
  if (!user) throw new InvalidCredentialsError();
  if (!owner) {
    if (await takeMailSlot(mail, input.email)) {
      const token = await em.transactional(async (tx) => {
        const issued = issueEmailVerificationToken(tx, user.id);
        await tx.flush();
        return issued;
      });
      await sendVerificationMail(
        mail,
        { email: input.email, name: user.name, language: user.language ?? null },
        token,
      );
    }
    throw new AppError('FORBIDDEN', 'ACCOUNT_EMAIL_NOT_VERIFIED', messages.account.emailNotVerified);
  }
  return signedInUser(em, user);
}
