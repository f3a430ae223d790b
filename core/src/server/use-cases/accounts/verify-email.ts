import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { User } from '../../db/entities/index.ts';
import { consumeAccountToken } from './internal/account-tokens.ts';

/** Spends a verification link: from now on the address's password can sign in. */
export async function verifyEmail(em: EntityManager, token: string) {
  return em.transactional(async (tx) => {
    const userId = await consumeAccountToken(tx, 'verify_email', token);
    if (!userId) throw new AppError('BAD_REQUEST', messages.account.verifyLinkInvalid);
    const user = await tx.findOneOrFail(User, { id: userId });
    user.emailVerifiedAt ??= now();
    await tx.flush();
    return { message: messages.account.emailVerified };
  });
}
