import type { TournamentStreamer as StreamerDto } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { TournamentStreamer } from '../../../db/entities/index.ts';
import { visibleProfiles } from '../../public/profile-visibility.ts';

/**
 * The people granted the streamer role for a tournament, in the order they were granted it; each picture
 * where that person's privacy setting lets the viewer see it.
 */
export async function loadStreamers(
  em: EntityManager,
  tournamentId: string,
  viewer: Actor | null,
): Promise<StreamerDto[]> {
  const grants = await em.find(
    TournamentStreamer,
    { tournament: tournamentId },
    { populate: ['user'], orderBy: [{ grantedAt: 'asc' }, { id: 'asc' }] },
  );
  const pictures = await visibleProfiles(
    em,
    grants.map((grant) => grant.user.id),
    viewer,
  );
  return grants.map((grant) => ({
    userId: grant.user.id,
    name: grant.user.name,
    avatar: pictures.has(grant.user.id) ? (grant.user.avatar ?? null) : null,
    grantedAt: grant.grantedAt.toISOString(),
  }));
}
