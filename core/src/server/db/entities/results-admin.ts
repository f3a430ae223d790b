import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import { uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

/** A person the organiser appointed to enter lobby results for one tournament. */
export const ResultsAdmin = defineEntity({
  name: 'ResultsAdmin',
  tableName: 'tournament_results_admins',
  uniques: [{ properties: ['tournament', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    grantedAt: p.datetime().onCreate(() => now()),
  },
});
