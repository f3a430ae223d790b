import { AppError, messages, PASSWORD_RESET_TTL_MS } from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/index.ts';
import { type AccountMail, sendResetMail, takeMailSlot } from './internal/account-mails.ts';
import { consumeAccountToken, issueAccountToken, spendOpenTokens } from './internal/account-tokens.ts';
import { claimantsOf, ownerOf, proveEmail } from './internal/email-ownership.ts';
import { hashNewPassword } from './internal/new-password.ts';

/**
 * Mails a reset link when the address has an account and mail budget left; the caller answers the
 * same either way. A new link ends the older ones; past the budget nothing changes, so a flood of
 * requests cannot spend the link the person is about to follow.
 */
export async function requestPasswordReset(em: EntityManager, mail: AccountMail, email: string) {
  // No mail can go out: refuse before a link is written (and before older links are spent).
  if (mail.mailer.available === false)
    throw new AppError('UNAVAILABLE', 'ACCOUNT_MAIL_UNAVAILABLE', messages.account.mailUnavailable);
  if (!(await takeMailSlot(mail, email))) return { message: messages.account.resetSent };
  const issued = await em.transactional(async (tx) => {
    const user = (await ownerOf(tx, email)) ?? (await claimantsOf(tx, email))[0];
    if (!user) return null;
    await spendOpenTokens(tx, user.id, 'reset_password');
    const token = issueAccountToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      ttlMs: PASSWORD_RESET_TTL_MS,
    });
    await tx.flush();
    return { token, name: user.name, language: user.language ?? null };
  });
  if (issued)
    await sendResetMail(mail, { email, name: issued.name, language: issued.language }, issued.token);
  return { message: messages.account.resetSent };
}

/**
 * Spends a reset link and sets the new password. Following the link proves the mailbox, so the email
 * counts as verified. Returns whose password changed: the caller ends that person's other sessions.
 */
export async function resetPassword(em: EntityManager, input: { token: string; password: string }) {
  const passwordHash = await hashNewPassword(input.password);
  try {
    return await resetWith(em, input.token, passwordHash);
  } catch (error) {
    // Another account proved the address since the link was sent: it is theirs now.
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
    }
    throw error;
  }
}

function resetWith(em: EntityManager, token: string, passwordHash: string) {
  return em.transactional(async (tx) => {
    const userId = await consumeAccountToken(tx, 'reset_password', token);
    if (!userId)
      throw new AppError('BAD_REQUEST', 'ACCOUNT_RESET_LINK_INVALID', messages.account.resetLinkInvalid);
    const user = await tx.findOneOrFail(User, { id: userId });
    // Every other link mailed before this one dies with it.
    await spendOpenTokens(tx, userId, 'reset_password');
    user.passwordHash = passwordHash;
    const email = user.email ?? user.pendingEmail;
    if (email) await proveEmail(tx, user, email, { byThisAccount: false });
    await tx.flush();
    return { userId, message: messages.account.passwordReset };
  });
}
