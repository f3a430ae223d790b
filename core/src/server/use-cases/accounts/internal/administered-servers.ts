import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscordServer } from '../../../db/entities/index.ts';
import { organisedServerIds } from '../../access/require-server-admin.ts';

/** The servers a person organises: those they administer on Discord, and those they co-organise. */
export async function administeredServers(em: EntityManager, userId: string) {
  const ids = await organisedServerIds(em, userId);
  if (ids.length === 0) return [];
  const servers = await em.find(DiscordServer, { id: { $in: ids } }, { orderBy: { name: 'asc' } });
  return servers.map((server) => ({
    id: server.id,
    name: server.name,
    icon: server.icon ?? null,
    isAdmin: true as const,
  }));
}
