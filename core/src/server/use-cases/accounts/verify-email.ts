import { AppError, messages } from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { User } from '../../db/entities/index.ts';
import { consumeAccountToken } from './internal/account-tokens.ts';
import { proveEmail } from './internal/email-ownership.ts';

/**
 * Spends a verification link: the address becomes the account's (unless another account proved it
 * first) and its password can sign in. `actor` is whoever follows the link, if signed in.
 */
export async function verifyEmail(em: EntityManager, token: string, actor: Actor | null = null) {
  try {
    return await em.transactional(async (tx) => {
      const userId = await consumeAccountToken(tx, 'verify_email', token);
      if (!userId)
        throw new AppError('BAD_REQUEST', 'ACCOUNT_VERIFY_LINK_INVALID', messages.account.verifyLinkInvalid);
      const user = await tx.findOneOrFail(User, { id: userId });
      const email = user.email ?? user.pendingEmail;
      if (!email)
        throw new AppError('BAD_REQUEST', 'ACCOUNT_VERIFY_LINK_INVALID', messages.account.verifyLinkInvalid);
      await proveEmail(tx, user, email, { byThisAccount: actor?.userId === user.id });
      await tx.flush();
      return { message: messages.account.emailVerified };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
    }
    throw error;
  }
}
