import { matchVetoTimeoutJob, timeOutMatchVetoStep } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * A map veto step's time is up: the system bans, picks or chooses the side at random through the same use
 * case the tests drive, the match page and thread hear of it, and the next step's timer starts. A step
 * taken or reset meanwhile is left alone, so a retried job changes nothing twice.
 */
export const matchVetoTimeoutProcessor = (
  services: Pick<WorkerServices, 'orm' | 'ports'>,
): Processor<typeof matchVetoTimeoutJob> => ({
  definition: matchVetoTimeoutJob,
  async run(job) {
    const outcome = await timeOutMatchVetoStep(services.orm.em.fork(), job, services.ports);
    return { outcome };
  },
});
