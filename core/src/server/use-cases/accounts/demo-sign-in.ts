import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { visibleProfiles } from '../public/profile-visibility.ts';
import { actorOfUser } from './internal/account-user.ts';
import { administeredServers } from './internal/administered-servers.ts';
import type { SignedInUser } from './sign-in-with-discord.ts';

/**
 * The seeded people a local demo can sign in as; real accounts are never offered. The list is public,
 * so a private or friends-only profile keeps its picture and the servers it runs to itself.
 */
export async function listDemoUsers(em: EntityManager) {
  const users = await em.find(User, { isDemo: true }, { orderBy: { name: 'asc' } });
  const visible = await visibleProfiles(
    em,
    users.map((user) => user.id),
    null,
  );
  const result = [];
  for (const user of users) {
    const shown = visible.has(user.id);
    const servers = shown ? await administeredServers(em, user.id) : [];
    result.push({
      id: user.id,
      name: user.name,
      avatar: shown ? (user.avatar ?? null) : null,
      administers: servers.map((s) => s.name),
    });
  }
  return result;
}

export async function signInAsDemoUser(em: EntityManager, userId: string): Promise<SignedInUser> {
  const user = isUuid(userId) ? await em.findOne(User, { id: userId, isDemo: true }) : null;
  if (!user) throw new AppError('BAD_REQUEST', 'AUTH_DEMO_USER_UNKNOWN', messages.auth.demoUserUnknown);
  return {
    actor: actorOfUser(user),
    avatar: user.avatar ?? null,
    servers: await administeredServers(em, user.id),
  };
}
