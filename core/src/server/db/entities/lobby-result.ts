import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { LobbyMatch } from './lobby-match.ts';
import { Phase } from './phase.ts';
import { Team } from './team.ts';
import { Tournament } from './tournament.ts';

/** One team's finish in one lobby match: its placement and each rostered player's kills. */
export const LobbyResult = defineEntity({
  name: 'LobbyResult',
  tableName: 'br_lobby_results',
  uniques: [{ properties: ['lobbyMatch', 'team'] }, { properties: ['lobbyMatch', 'placement'] }],
  indexes: [{ properties: ['tournament'] }, { properties: ['team'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    phase: () => p.manyToOne(Phase).deleteRule('cascade'),
    lobbyMatch: () => p.manyToOne(LobbyMatch).deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    placement: p.integer(),
    /** The team's kills: the sum of playerKills, kept for the stats queries. */
    kills: p.integer(),
    playerKills: p.json<{ userId: string; kills: number }[]>(),
  },
});
