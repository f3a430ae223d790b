import { closeLobbyCheckIn, lobbyCheckInCloseJob, redisPublisher } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Closes a lobby map's check-in at its time: squads missing become no-shows scoring 0 (or are flagged to
 * the organiser) through the use case the tests drive; open lobby pages hear of it. A map moved,
 * finished or closed since is left alone, so a retried job changes nothing twice.
 */
export function lobbyCheckInCloseProcessor(
  services: Pick<WorkerServices, 'orm' | 'ports'>,
): Processor<typeof lobbyCheckInCloseJob> {
  return {
    definition: lobbyCheckInCloseJob,
    async run(job, { redis }) {
      const outcome = await closeLobbyCheckIn(services.orm.em.fork(), job, {
        publish: redisPublisher(redis),
        ...services.ports,
      });
      return { outcome };
    },
  };
}
