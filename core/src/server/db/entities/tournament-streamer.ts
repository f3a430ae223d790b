import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import { uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

/** The organiser's grant of the streamer role for one tournament. */
export const TournamentStreamer = defineEntity({
  name: 'TournamentStreamer',
  tableName: 'tournament_streamers',
  uniques: [{ properties: ['tournament', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    grantedAt: p.datetime().onCreate(() => now()),
  },
});
