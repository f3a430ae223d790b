import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { DiscordServer } from './discord-server.ts';
import { User } from './user.ts';

/**
 * A player barred from every tournament of a server until `expiresAt` (null: for good). The reason is
 * for staff; players are told it only when `showReason` is on.
 */
export const CommunityBan = defineEntity({
  name: 'CommunityBan',
  tableName: 'community_bans',
  uniques: [{ properties: ['server', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    reason: p.string().length(500),
    showReason: p.boolean().default(false),
    expiresAt: p.datetime().nullable(),
    bannedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: createdAtColumn(),
  },
});
