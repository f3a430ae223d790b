import {
  matchThreadJob,
  syncMatchThread,
  syncTournamentThreads,
  threadDiscordOver,
} from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Shares Discord's 50 requests a second with the notifications; a thread sync makes a few calls. */
const SYNCS_PER_SECOND = 5;

/**
 * Keeps match threads in step with the matches: opens, edits, posts a line per change, archives. The
 * REST client waits out Discord's rate limits; other failures retry with the job (a sync re-reads the
 * match, so a retry posts only what is still untold).
 */
export function matchThreadProcessor(
  services: Pick<WorkerServices, 'orm' | 'discord' | 'publicUrl'>,
): Processor<typeof matchThreadJob> {
  const discord = threadDiscordOver(services.discord.request);
  return {
    definition: matchThreadJob,
    queue: { limiter: { max: SYNCS_PER_SECOND, duration: 1000 } },
    async run({ tournamentId, matchId }) {
      const em = services.orm.em.fork();
      const { publicUrl } = services;
      if (matchId) return { outcome: await syncMatchThread(em, discord, { matchId, publicUrl }) };
      return { outcomes: await syncTournamentThreads(em, discord, { tournamentId, publicUrl }) };
    },
  };
}
