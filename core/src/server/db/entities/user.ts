import { defineEntity, p } from '@mikro-orm/core';
import { EMAIL_MAX_LENGTH } from '../../../domain/accounts/credentials.ts';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns.ts';

/**
 * A person, with one or more ways in: Discord (web sign-in and bot interactions resolve to the same row),
 * Google, or an email and password.
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey(),
    discordId: p.string().length(32).nullable().unique(),
    /**
     * A proven address (followed link, reset, or Google's word), stored normalised (trimmed, lower
     * case); unique, so one address is one account.
     */
    email: p.string().length(EMAIL_MAX_LENGTH).nullable().unique(),
    emailVerifiedAt: p.datetime().nullable(),
    /**
     * An address given but not proven yet. Not unique: it claims nothing, so it never blocks another
     * person's sign-up; the first account to prove it gets it.
     */
    pendingEmail: p.string().length(EMAIL_MAX_LENGTH).nullable().index(),
    /** Discord or Google were on the account before its address was proven: the owner should review them. */
    signInReview: p.boolean().default(false),
    /** Argon2id, in its self-describing PHC string form. */
    passwordHash: p.string().length(255).nullable().hidden(),
    /** The `sub` claim of the person's Google account. */
    googleSubject: p.string().length(255).nullable().unique(),
    name: p.string().length(100),
    /** Discord username (unique handle), so teammates can find the person when inviting. */
    discordUsername: p.string().length(40).nullable(),
    avatar: p.string().length(500).nullable(),
    bio: p.string().length(500).nullable(),
    nationality: p.string().length(60).nullable(),
    /** The website's language the person chose ('en' or 'hi'); null until they choose (their browser's decides). */
    language: p.string().length(2).nullable(),
    /** Seeded demo people can sign in through the demo sign-in; real accounts never can. */
    isDemo: p.boolean().default(false),
    /** Platform staff (granted by `scripts/grant-staff.ts`) read and close the contact inbox. */
    isStaff: p.boolean().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
