import { AppError, messages, type SignUpPayload } from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/index.ts';
import { type AccountMail, sendVerificationMail, takeMailSlot } from './internal/account-mails.ts';
import { issueEmailVerificationToken } from './internal/account-tokens.ts';
import { ownerOf } from './internal/email-ownership.ts';
import { hashNewPassword } from './internal/new-password.ts';

/**
 * Creates an email + password account and mails its verification link. The one place that says an
 * email is taken: a person signing up needs to know to sign in or reset instead.
 */
export async function signUpWithEmail(em: EntityManager, mail: AccountMail, input: SignUpPayload) {
  const passwordHash = await hashNewPassword(input.password, [input.name, input.email]);
  let token: string;
  try {
    token = await em.transactional(async (tx) => {
      // Only an account that proved the address holds it; someone else's unproven claim blocks nobody.
      if (await ownerOf(tx, input.email))
        throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
      const user = tx.create(User, { name: input.name, pendingEmail: input.email, passwordHash });
      const issued = issueEmailVerificationToken(tx, user.id);
      await tx.flush();
      return issued;
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, the loser hears the same answer.
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
    }
    throw error;
  }
  if (await takeMailSlot(mail, input.email)) {
    // A new account has chosen no language yet: its first mail is in English.
    await sendVerificationMail(mail, { email: input.email, name: input.name, language: null }, token);
  }
  return { message: messages.account.signUpSent };
}
