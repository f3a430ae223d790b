import type { EntityManager } from '@mikro-orm/postgresql';
import { GuildSettings } from '../../db/entities/index.ts';

/** The channel of the server where match threads open; null until an organiser picks one. */
export async function matchThreadsChannelOf(em: EntityManager, guildId: string): Promise<string | null> {
  const settings = await em.findOne(GuildSettings, { guildId });
  return settings?.matchThreadsChannelId ?? null;
}
