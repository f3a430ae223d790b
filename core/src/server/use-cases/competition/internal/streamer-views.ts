import type { TournamentStreamer as StreamerDto } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentStreamer } from '../../../db/entities/index.ts';

/** The people granted the streamer role for a tournament, in the order they were granted it. */
export async function loadStreamers(em: EntityManager, tournamentId: string): Promise<StreamerDto[]> {
  const grants = await em.find(
    TournamentStreamer,
    { tournament: tournamentId },
    { populate: ['user'], orderBy: [{ grantedAt: 'asc' }, { id: 'asc' }] },
  );
  return grants.map((grant) => ({
    userId: grant.user.id,
    name: grant.user.name,
    avatar: grant.user.avatar ?? null,
    grantedAt: grant.grantedAt.toISOString(),
  }));
}
