import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { LobbyMatch } from './lobby-match.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

/** A squad confirmed it is ready for one lobby map, inside the check-in window. One row per squad and map. */
export const LobbyCheckIn = defineEntity({
  name: 'LobbyCheckIn',
  tableName: 'br_lobby_check_ins',
  uniques: [{ properties: ['lobbyMatch', 'team'] }],
  properties: {
    id: uuidPrimaryKey(),
    lobbyMatch: () => p.manyToOne(LobbyMatch).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    checkedInBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    checkedInAt: p.datetime(),
  },
});
