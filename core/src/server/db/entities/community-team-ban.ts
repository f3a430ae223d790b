import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { DiscordServer } from './discord-server.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

/**
 * A team barred from every tournament of a server until `expiresAt` (null: for good), whoever it
 * rosters. Kept apart from player bans (`CommunityBan`): a ban names one or the other, never both.
 */
export const CommunityTeamBan = defineEntity({
  name: 'CommunityTeamBan',
  tableName: 'community_team_bans',
  uniques: [{ properties: ['server', 'team'] }],
  properties: {
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade').index(),
    reason: p.string().length(500),
    showReason: p.boolean().default(false),
    expiresAt: p.datetime().nullable(),
    bannedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: createdAtColumn(),
  },
});
