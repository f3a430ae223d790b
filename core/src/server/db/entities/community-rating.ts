import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { DiscordServer } from './discord-server.ts';
import { User } from './user.ts';

/**
 * A player's skill in one server's community, from their results there: a mean (`mu`) and its
 * uncertainty (`sigma`), as openskill rates players. Seeding by rating reads it.
 */
export const CommunityRating = defineEntity({
  name: 'CommunityRating',
  tableName: 'community_ratings',
  uniques: [{ properties: ['server', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    mu: p.double(),
    sigma: p.double(),
    updatedAt: updatedAtColumn(),
  },
});
