import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Phase } from './phase.ts';
import { Tournament } from './tournament.ts';

/** One lobby of a battle-royale phase: the teams that share a room for every match of the phase. */
export const Lobby = defineEntity({
  name: 'Lobby',
  tableName: 'br_lobbies',
  uniques: [{ properties: ['phase', 'position'] }],
  indexes: [{ properties: ['tournament'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    phase: () => p.manyToOne(Phase).deleteRule('cascade'),
    /** From 0, in the order the allocation dealt them. */
    position: p.integer(),
    name: p.string().length(20),
    /** Team ids in seed order. */
    teams: p.json<string[]>(),
  },
});
