import { defineEntity, p } from '@mikro-orm/core';

/**
 * How many times what the public sees of a tournament has changed: bumped as the last statement of every
 * competition write's transaction, so versions follow commit order and a read sees a version together
 * with the data it names. Live pages use it to never replace newer data with older (public/data-version.ts).
 * Its own row, not a tournament column: the bump locks only this row, for the last moment of the write.
 */
export const TournamentDataVersion = defineEntity({
  name: 'TournamentDataVersion',
  tableName: 'tournament_data_versions',
  properties: {
    tournamentId: p.uuid().primary(),
    version: p.integer(),
  },
});
