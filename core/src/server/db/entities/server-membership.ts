import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { DiscordServer } from './discord-server.ts';
import { User } from './user.ts';

/**
 * What Discord last told us about a user in a server (refreshed at every sign-in and bot interaction).
 * Object-level checks ("does this person administer the server that owns this tournament") read it.
 */
export const ServerMembership = defineEntity({
  name: 'ServerMembership',
  tableName: 'server_memberships',
  uniques: [{ properties: ['user', 'server'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    isAdmin: p.boolean(),
    isOwner: p.boolean().default(false),
    refreshedAt: createdAtColumn(),
  },
});
