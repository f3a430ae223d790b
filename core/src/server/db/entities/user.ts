import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';

/** A person, known by their Discord account: web sign-in and bot interactions resolve to the same row. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    discordId: p.string().length(32).unique(),
    name: p.string().length(100),
    avatar: p.string().length(500).nullable(),
    bio: p.string().length(500).nullable(),
    nationality: p.string().length(60).nullable(),
    /** Seeded demo people can sign in through the demo sign-in; real accounts never can. */
    isDemo: p.boolean().default(false),
    /** Platform staff (granted by `scripts/grant-staff.ts`) read and close the contact inbox. */
    isStaff: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => now()),
    updatedAt: p
      .datetime()
      .onCreate(() => now())
      .onUpdate(() => now()),
  },
});
