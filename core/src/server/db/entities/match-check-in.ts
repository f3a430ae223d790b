import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Match } from './match.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

/** A team confirmed it is ready for a match, inside the check-in window. One row per team and match. */
export const MatchCheckIn = defineEntity({
  name: 'MatchCheckIn',
  tableName: 'match_check_ins',
  uniques: [{ properties: ['match', 'team'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    checkedInBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    checkedInAt: p.datetime(),
  },
});
