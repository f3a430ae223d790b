import { AppError, messages } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../../clock.ts';
import { User } from '../../../db/entities/index.ts';

type UserRow = InferEntity<typeof User>;

/** The account that holds this address, proven: the only one an address can sign in or be reset to. */
export const ownerOf = (em: EntityManager, email: string) => em.findOne(User, { email });

/**
 * Accounts that gave this address without proving it. An account with only a password comes first
 * (a Discord or Google account that typed someone's address is the pre-hijacking shape), then the newest.
 */
export async function claimantsOf(em: EntityManager, email: string): Promise<UserRow[]> {
  const found = await em.find(User, { pendingEmail: email }, { orderBy: { createdAt: 'desc' }, limit: 5 });
  const hasOtherWays = (user: UserRow) => Number(Boolean(user.discordId || user.googleSubject));
  return found.sort((a, b) => hasOtherWays(a) - hasOtherWays(b));
}

/**
 * Makes a proven address the account's. Discord or Google already on the account were added before
 * the proof: unless the person proving it is signed in to this very account, its owner is asked to
 * review them (Settings), since whoever typed the address may not be whoever owns the mailbox.
 */
export async function proveEmail(
  tx: EntityManager,
  user: UserRow,
  email: string,
  proof: { byThisAccount: boolean },
) {
  if (user.email === email) {
    user.emailVerifiedAt ??= now();
    return;
  }
  const holder = await ownerOf(tx, email);
  if (holder && holder.id !== user.id)
    throw new AppError('CONFLICT', 'ACCOUNT_EMAIL_TAKEN', messages.account.emailTaken);
  user.email = email;
  user.emailVerifiedAt = now();
  if (user.pendingEmail === email) user.pendingEmail = null;
  if ((user.discordId || user.googleSubject) && !proof.byThisAccount) user.signInReview = true;
}
