import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Match } from './match.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

/**
 * One player's line in one match, sent with the reported score. It counts in the statistics once the
 * match is completed; a revised report or the organiser's ruling replaces the match's lines.
 */
export const MatchPlayerStat = defineEntity({
  name: 'MatchPlayerStat',
  tableName: 'match_player_stats',
  uniques: [{ properties: ['match', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kills: p.integer().default(0),
    deaths: p.integer().default(0),
    offense: p.integer().default(0),
    defense: p.integer().default(0),
    army: p.integer().default(0),
    attack: p.integer().default(0),
  },
});
