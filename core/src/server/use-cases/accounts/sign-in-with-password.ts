import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/index.ts';
import { type AccountMail, sendVerificationMail, takeMailSlot } from './internal/account-mails.ts';
import { issueEmailVerificationToken } from './internal/account-tokens.ts';
import { signedInUser } from './internal/account-user.ts';
import { verifyPassword } from './internal/password-hashing.ts';
import type { SignedInUser } from './sign-in-with-discord.ts';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', messages.account.invalidCredentials);
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
  const user = await em.findOne(User, { email: input.email });
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !matches) throw new InvalidCredentialsError();
  if (!user.emailVerifiedAt) {
    if (await takeMailSlot(mail, input.email)) {
      const token = await em.transactional(async (tx) => {
        const issued = issueEmailVerificationToken(tx, user.id);
        await tx.flush();
        return issued;
      });
      await sendVerificationMail(mail, { email: input.email, name: user.name }, token);
    }
    throw new AppError('FORBIDDEN', messages.account.emailNotVerified);
  }
  return signedInUser(em, user);
}
