import { AppError, messages, type SetPasswordPayload } from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { User } from '../../db/entities/index.ts';
import { type AccountMail, sendVerificationMail, takeMailSlot } from './internal/account-mails.ts';
import { issueEmailVerificationToken, spendOpenTokens } from './internal/account-tokens.ts';
import { ownerOf } from './internal/email-ownership.ts';
import { hashNewPassword } from './internal/new-password.ts';
import { verifyPassword } from './internal/password-hashing.ts';

/**
 * Adds (or changes) the password of the signed-in person. Changing one asks for the current one; an
 * account without an email claims the given address, which becomes its own (and lets the password
 * work) only once verified.
 */
export async function setPassword(
  em: EntityManager,
  mail: AccountMail,
  actor: Actor,
  input: SetPasswordPayload,
) {
  const current = await em.findOneOrFail(User, { id: actor.userId });
  if (current.passwordHash && !(await verifyPassword(current.passwordHash, input.currentPassword ?? ''))) {
    throw new AppError(
      'BAD_REQUEST',
      'ACCOUNT_CURRENT_PASSWORD_WRONG',
      messages.account.currentPasswordWrong,
    );
  }
  if (!current.email && !current.pendingEmail && !input.email) {
    throw new AppError('BAD_REQUEST', 'ACCOUNT_EMAIL_REQUIRED', messages.account.emailRequired);
  }
  const passwordHash = await hashNewPassword(input.password, [
    current.name,
    current.email ?? input.email ?? '',
  ]);
  try {
    const outcome = await em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: actor.userId });
      if (!user.email && input.email && input.email !== user.pendingEmail) {
        if (await ownerOf(tx, input.email))
          throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
        // The address is only claimed until proven; a link mailed for an earlier one must not prove this one.
        user.pendingEmail = input.email;
        await spendOpenTokens(tx, user.id, 'verify_email');
      }
      user.passwordHash = passwordHash;
      const token = user.email ? null : issueEmailVerificationToken(tx, user.id);
      await tx.flush();
      return {
        token,
        email: user.email ?? user.pendingEmail ?? '',
        name: user.name,
        language: user.language ?? null,
      };
    });
    if (!outcome.token) return { message: messages.account.passwordSet };
    if (await takeMailSlot(mail, outcome.email)) await sendVerificationMail(mail, outcome, outcome.token);
    return { message: messages.account.passwordSetNeedsVerification };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
    }
    throw error;
  }
}
