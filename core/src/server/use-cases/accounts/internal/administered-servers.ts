import type { EntityManager } from '@mikro-orm/postgresql';
import { ServerMembership } from '../../../db/entities/index.ts';

/** The servers a person administers, as last refreshed from Discord. */
export async function administeredServers(em: EntityManager, userId: string) {
  const memberships = await em.find(
    ServerMembership,
    { user: userId, isAdmin: true },
    { populate: ['server'], orderBy: { server: { name: 'asc' } } },
  );
  return memberships.map((membership) => ({
    id: membership.server.id,
    name: membership.server.name,
    icon: membership.server.icon ?? null,
    isAdmin: true as const,
  }));
}
