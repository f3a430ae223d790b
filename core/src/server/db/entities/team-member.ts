import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

/** Captain or member of a team; `invited` until the person accepts. One captain per team. */
export const TeamMember = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  uniques: [{ properties: ['team', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    role: p.enum(['captain', 'member']),
    status: p.enum(['active', 'invited']).default('active'),
    /** In-game position shown on the roster (e.g. "Attacker"). */
    position: p.string().length(40).nullable(),
    joinedAt: createdAtColumn(),
  },
});
