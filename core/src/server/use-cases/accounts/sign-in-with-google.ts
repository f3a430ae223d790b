import { AppError, messages } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { User } from '../../db/entities/index.ts';
import { signedInUser } from './internal/account-user.ts';
import { proveEmail } from './internal/email-ownership.ts';
import type { SignedInUser } from './sign-in-with-discord.ts';

/** The claims of a checked Google ID token that Galaxia uses. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export type GoogleSignInResult =
  | { outcome: 'signed-in'; user: SignedInUser }
  /** Someone already uses this verified email: they must sign in to that account and confirm the link. */
  | { outcome: 'link-required'; email: string; userId: string };

/**
 * Signs in the account linked to this Google account, or creates one. An account that already uses
 * the same email is never merged into silently: the person is asked to sign in and link.
 */
export async function signInWithGoogle(
  em: EntityManager,
  identity: GoogleIdentity,
): Promise<GoogleSignInResult> {
  const attempt = () =>
    em.transactional(async (tx): Promise<GoogleSignInResult> => {
      const linked = await tx.findOne(User, { googleSubject: identity.subject });
      if (linked) return { outcome: 'signed-in', user: await signedInUser(tx, linked) };
      const email = identity.emailVerified && identity.email ? identity.email.toLowerCase() : null;
      const holder = email ? await tx.findOne(User, { email }) : null;
      if (email && holder) return { outcome: 'link-required', email, userId: holder.id };
      const user = tx.create(User, {
        name: (identity.name ?? email?.split('@')[0] ?? 'Player').slice(0, 100),
        avatar: identity.picture?.slice(0, 500) ?? null,
        googleSubject: identity.subject,
        email,
        emailVerifiedAt: email ? now() : null,
      });
      await tx.flush();
      return { outcome: 'signed-in', user: await signedInUser(tx, user) };
    });
  try {
    return await attempt();
  } catch (error) {
    // The same first sign-in twice at once: the second finds the first one's account.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return attempt();
  }
}

/** Puts the Google account on this person; their email is filled from it when they had none. */
export async function linkGoogleTo(
  tx: EntityManager,
  user: InferEntity<typeof User>,
  identity: GoogleIdentity,
) {
  const owner = await tx.findOne(User, { googleSubject: identity.subject });
  if (owner && owner.id !== user.id)
    throw new AppError('CONFLICT', 'ACCOUNT_GOOGLE_TAKEN', messages.account.googleTaken);
  user.googleSubject = identity.subject;
  const email = identity.emailVerified && identity.email ? identity.email.toLowerCase() : null;
  // Google's word proves the address, and the person linking is signed in to this account.
  if (!user.email && email && !(await tx.findOne(User, { email }))) {
    await proveEmail(tx, user, email, { byThisAccount: true });
  }
}
