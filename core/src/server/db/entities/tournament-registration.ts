import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Team } from './team.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

export const TournamentRegistration = defineEntity({
  name: 'TournamentRegistration',
  tableName: 'tournament_registrations',
  uniques: [{ properties: ['tournament', 'team'] }],
  indexes: [{ properties: ['team'] }, { properties: ['tournament', 'disqualifiedAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    registeredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** waitlisted: entered while full, promoted in registration order; dropped: missed event check-in. */
    status: p.enum(['registered', 'invited', 'withdrawn', 'waitlisted', 'dropped']),
    /** The user ids that play for the team in this tournament. */
    roster: p.json<string[]>(),
    registeredAt: createdAtColumn(),
    /** Set by the organiser's ruling: the team's remaining matches are forfeited and its standings marked. */
    disqualifiedAt: p.datetime().nullable(),
    disqualificationReason: p.string().length(500).nullable(),
    /** Event check-in (tournaments that run it): when the team confirmed it will play. */
    checkedInAt: p.datetime().nullable(),
    /** Applied with players whose verification waits for review: holds its place but does not play. */
    awaitingVerification: p.boolean().default(false),
    /** Set by a rejection: unless every player is back in review by then, the entry is withdrawn. */
    verificationDeadline: p.datetime().nullable(),
  },
});
