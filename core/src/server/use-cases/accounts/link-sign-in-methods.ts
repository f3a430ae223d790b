import {
  AppError,
  type DiscordGuildSummary,
  linkedMethods,
  messages,
  type Refusal,
  refusal,
  type SignInMethod,
  type SignInMethods,
  unlinkProblem,
} from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { ServerMembership, User } from '../../db/entities/index.ts';
import { signedInUser } from './internal/account-user.ts';
import {
  type DiscordProfile,
  refreshServerMemberships,
  type SignedInUser,
  signedInFromDiscord,
} from './sign-in-with-discord.ts';
import { type GoogleIdentity, linkGoogleTo } from './sign-in-with-google.ts';

const OTHER_WAYS = ['discord', 'google'] as const;

const methodsOf = (user: {
  discordId?: string | null;
  googleSubject?: string | null;
  passwordHash?: string | null;
  emailVerifiedAt?: Date | null;
}) => ({
  discordId: user.discordId ?? null,
  googleSubject: user.googleSubject ?? null,
  hasPassword: Boolean(user.passwordHash),
  emailVerified: Boolean(user.emailVerifiedAt),
});

/** The owner looked at the ways in a proof flagged and keeps them. */
export async function keepSignInMethods(em: EntityManager, actor: Actor) {
  await em.nativeUpdate(User, { id: actor.userId }, { signInReview: false });
  return { message: messages.account.reviewKept };
}

/** What the settings page shows: each way in and whether it is linked. */
export async function getSignInMethods(
  em: EntityManager,
  actor: Actor,
  pendingGoogleEmail: string | null,
): Promise<SignInMethods> {
  const user = await em.findOneOrFail(User, { id: actor.userId });
  const linked = linkedMethods(methodsOf(user));
  return {
    email: user.email ?? user.pendingEmail ?? null,
    emailVerified: Boolean(user.email),
    discord: linked.includes('discord'),
    google: linked.includes('google'),
    password: Boolean(user.passwordHash),
    pendingGoogleEmail,
    toReview: user.signInReview ? OTHER_WAYS.filter((way) => linked.includes(way)) : [],
  };
}

/** Rethrows a unique-index race as the message the person would have seen without the race. */
async function uniquely<T>(taken: Refusal, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', taken.code, taken.message);
    throw error;
  }
}

/** Links the Discord account that just signed in to the signed-in person; refuses one used elsewhere. */
export async function linkDiscord(
  em: EntityManager,
  actor: Actor,
  input: { profile: DiscordProfile; guilds: DiscordGuildSummary[] },
): Promise<SignedInUser> {
  return uniquely(refusal('ACCOUNT_DISCORD_TAKEN', messages.account.discordTaken), () =>
    em.transactional(async (tx) => {
      const owner = await tx.findOne(User, { discordId: input.profile.id });
      if (owner && owner.id !== actor.userId)
        throw new AppError('CONFLICT', 'ACCOUNT_DISCORD_TAKEN', messages.account.discordTaken);
      const user = await tx.findOneOrFail(User, { id: actor.userId });
      user.discordId = input.profile.id;
      if (!user.avatar && input.profile.avatar) {
        user.avatar = `https://cdn.discordapp.com/avatars/${input.profile.id}/${input.profile.avatar}.png`;
      }
      await refreshServerMemberships(tx, user, input.guilds);
      await tx.flush();
      return signedInFromDiscord(user, input.guilds);
    }),
  );
}

/** Links a Google account to the signed-in person (from Settings, or confirming a pending link). */
export async function linkGoogle(
  em: EntityManager,
  actor: Actor,
  identity: GoogleIdentity,
): Promise<SignedInUser> {
  return uniquely(refusal('ACCOUNT_GOOGLE_TAKEN', messages.account.googleTaken), () =>
    em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: actor.userId });
      await linkGoogleTo(tx, user, identity);
      await tx.flush();
      return signedInUser(tx, user);
    }),
  );
}

/**
 * Confirms the Google account that a Google sign-in left waiting because its address is this
 * account's: only while this account still holds that address, verified.
 */
export async function confirmGoogleLink(
  em: EntityManager,
  actor: Actor,
  identity: GoogleIdentity,
): Promise<SignedInUser> {
  return uniquely(refusal('ACCOUNT_GOOGLE_TAKEN', messages.account.googleTaken), () =>
    em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: actor.userId });
      const email = identity.email?.toLowerCase() ?? null;
      if (!email || user.email !== email || !user.emailVerifiedAt) {
        throw new AppError('BAD_REQUEST', 'ACCOUNT_NO_PENDING_LINK', messages.account.noPendingLink);
      }
      await linkGoogleTo(tx, user, identity);
      await tx.flush();
      return signedInUser(tx, user);
    }),
  );
}

/**
 * Removes one way in, never the last. Unlinking Discord also ends the person's organiser rights:
 * they came from Discord and are re-read from it when it is linked again.
 */
export async function unlinkSignInMethod(
  em: EntityManager,
  actor: Actor,
  method: SignInMethod,
): Promise<SignedInUser> {
  return em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: actor.userId });
    const problem = unlinkProblem(methodsOf(user), method);
    if (problem) throw new AppError('BAD_REQUEST', problem.code, problem.message);
    if (method === 'discord') {
      user.discordId = null;
      await tx.nativeUpdate(ServerMembership, { user: user.id }, { isAdmin: false });
    } else if (method === 'google') {
      user.googleSubject = null;
    } else {
      user.passwordHash = null;
    }
    if (!user.discordId && !user.googleSubject) user.signInReview = false;
    await tx.flush();
    return signedInUser(tx, user);
  });
}
