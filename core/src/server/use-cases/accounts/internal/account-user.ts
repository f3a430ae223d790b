import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { User } from '../../../db/entities/index.ts';
import type { SignedInUser } from '../sign-in-with-discord.ts';
import { administeredServers } from './administered-servers.ts';

type UserRow = { id: string; discordId?: string | null; name: string; avatar?: string | null };

export const actorOfUser = (user: UserRow): Actor => ({
  userId: user.id,
  discordId: user.discordId ?? null,
  name: user.name,
});

/** What a new session holds for this person, whichever way they came in. */
export async function signedInUser(em: EntityManager, user: UserRow): Promise<SignedInUser> {
  return {
    actor: actorOfUser(user),
    avatar: user.avatar ?? null,
    // Server rights come from Discord: without a linked Discord account there are none.
    servers: user.discordId ? await administeredServers(em, user.id) : [],
  };
}

export const findUserByEmail = (em: EntityManager, email: string) => em.findOne(User, { email });
