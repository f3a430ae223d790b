import { defineEntity, p } from '@mikro-orm/core';
import { COMMUNITY_STAFF_ROLES } from '../../../contracts/communities.ts';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { DiscordServer } from './discord-server.ts';
import { User } from './user.ts';

/**
 * A role a server's admins gave one person for every tournament of the server. A co-organiser does
 * what the admins do in the organiser area except manage staff (`isServerAdmin`); a results admin
 * enters lobby results; a streamer claims matches to cast.
 */
export const CommunityStaff = defineEntity({
  name: 'CommunityStaff',
  tableName: 'community_staff',
  uniques: [{ properties: ['server', 'user', 'role'] }],
  properties: {
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    role: p.enum([...COMMUNITY_STAFF_ROLES]),
    grantedAt: createdAtColumn(),
  },
});

/** Every grant and removal of a community role: who, what, by whom, when. Kept when the role goes. */
export const CommunityStaffAudit = defineEntity({
  name: 'CommunityStaffAudit',
  tableName: 'community_staff_audit',
  indexes: [{ properties: ['server', 'at'] }],
  properties: {
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    userName: p.string().length(100),
    role: p.enum([...COMMUNITY_STAFF_ROLES]),
    action: p.enum(['granted', 'removed']),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    at: createdAtColumn(),
  },
});
