import type { PlayerSearchResult } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { User } from '../../db/entities/index.ts';
import { visibleProfiles } from '../public/profile-visibility.ts';

const SEARCH_LIMIT = 8;

/** `%` and `_` typed by the person are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * People who have signed in to Galaxia, found by display name or Discord username, so a captain can
 * invite a teammate without knowing any id. Pictures follow each person's privacy setting.
 */
export async function searchPlayers(ctx: UseCaseContext, query: string): Promise<PlayerSearchResult[]> {
  const pattern = `%${literal(query)}%`;
  const users = await ctx.em.find(
    User,
    {
      id: { $ne: ctx.actor.userId },
      $or: [{ name: { $ilike: pattern } }, { discordUsername: { $ilike: pattern } }],
    },
    { orderBy: { name: 'asc' }, limit: SEARCH_LIMIT },
  );
  const pictures = await visibleProfiles(
    ctx.em,
    users.map((user) => user.id),
    ctx.actor,
  );
  return users.map((user) => ({
    userId: user.id,
    name: user.name,
    avatar: pictures.has(user.id) ? (user.avatar ?? null) : null,
    discordUsername: user.discordUsername ?? null,
  }));
}
