import { defineEntity, p } from '@mikro-orm/core';
import { type RulingResult, rulingKindSchema } from '../../../contracts/rulings.ts';
import { uuidPrimaryKey } from './columns.ts';
import { Match } from './match.ts';
import { Team } from './team.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

/**
 * The audit log of organiser rulings: who decided what about which match (or team), when and why, with
 * the result before and after. Names are copied so the entry still reads right once rows move on.
 */
export const Ruling = defineEntity({
  name: 'Ruling',
  tableName: 'rulings',
  indexes: [{ properties: ['tournament', 'at'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    match: () => p.manyToOne(Match).nullable().deleteRule('set null'),
    matchName: p.string().length(80).nullable(),
    team: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    teamName: p.string().length(80).nullable(),
    organiser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    organiserName: p.string().length(100),
    kind: p.enum(rulingKindSchema.options),
    reason: p.string().length(500),
    before: p.json<RulingResult | null>().nullable(),
    after: p.json<RulingResult | null>().nullable(),
    /** Names of played matches the ruling sent back to be played again. */
    undone: p.json<string[]>(),
    at: p.datetime(),
  },
});
