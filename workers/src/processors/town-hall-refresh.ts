import { dueTownHallRefreshes, recordTownHallRefresh, townHallRefreshJob } from '@galaxia/core/server';
import { CocApiError } from '../clients/coc-client.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * In the last hour before a Clash of Clans tournament's registration closes, reads every rostered
 * player's Town Hall level again from the official API (players upgrade), so that check-in holds the
 * roster to today's levels. An account the API cannot answer for keeps its last level; the run is
 * recorded either way, so one outage does not hammer the API every minute.
 */
export const townHallRefreshProcessor = (
  services: Pick<WorkerServices, 'orm' | 'coc'>,
): Processor<typeof townHallRefreshJob> => ({
  definition: townHallRefreshJob,
  queue: { concurrency: 1 },
  async run() {
    let refreshed = 0;
    for (const due of await dueTownHallRefreshes(services.orm.em.fork())) {
      const levels: { accountId: string; townHallLevel: number | null }[] = [];
      for (const { accountId, playerTag } of due.accounts) {
        try {
          levels.push({ accountId, townHallLevel: (await services.coc.player(playerTag)).townHallLevel });
        } catch (error) {
          if (!(error instanceof CocApiError)) throw error;
          levels.push({ accountId, townHallLevel: null });
        }
      }
      await recordTownHallRefresh(services.orm.em.fork(), due.tournamentId, levels);
      refreshed += levels.filter((level) => level.townHallLevel !== null).length;
    }
    return { refreshed };
  },
});
