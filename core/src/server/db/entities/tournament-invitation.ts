import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Team } from './team.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

/**
 * An organiser's offer of an invited place. The team is entered only when its captain accepts, so an
 * organiser cannot pull a stranger's team (and review rights over its players) into their tournament.
 */
export const TournamentInvitation = defineEntity({
  name: 'TournamentInvitation',
  tableName: 'tournament_invitations',
  uniques: [{ properties: ['tournament', 'team'] }],
  indexes: [{ properties: ['team', 'status'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    status: p.enum(['pending', 'accepted', 'declined']),
    answeredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    answeredAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
