import { closeMatchCheckIn, matchCheckInCloseJob, redisPublisher } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Closes a match's check-in at its time: a no-show forfeits (or is flagged to the organiser) through
 * the same use case the tests drive; open match pages hear of it, and a forfeit is posted to Discord
 * and followed by what it settles (threads, phase close) like any other result. A match moved or finished since
 * is left alone, so a retried job changes nothing twice.
 */
export function matchCheckInCloseProcessor(
  services: Pick<WorkerServices, 'orm' | 'ports'>,
): Processor<typeof matchCheckInCloseJob> {
  return {
    definition: matchCheckInCloseJob,
    async run(job, { redis }) {
      const outcome = await closeMatchCheckIn(services.orm.em.fork(), job, {
        publish: redisPublisher(redis),
        ...services.ports,
      });
      return { outcome };
    },
  };
}
