import { defineEntity, p } from '@mikro-orm/core';
import type { CircuitPointsLine } from '../../../domain/communities/circuit-leaderboard.ts';
import { updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { DiscordServer } from './discord-server.ts';

/**
 * A series of a server (its tournaments sharing a name, season after season) and the circuit points
 * its organisers award by final placing. Made when they first save a points table.
 */
export const CommunitySeries = defineEntity({
  name: 'CommunitySeries',
  tableName: 'community_series',
  uniques: [{ properties: ['server', 'name'] }],
  properties: {
    id: uuidPrimaryKey(),
    server: () => p.manyToOne(DiscordServer).deleteRule('cascade'),
    /** The tournaments' event name. */
    name: p.string().length(120),
    pointsTable: p.json<CircuitPointsLine[]>(),
    updatedAt: updatedAtColumn(),
  },
});
