import { matchVetoOpenJob, openMatchVetoOnTime } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * The time the organiser set for a match's veto has come: it opens through the same use case the tests
 * drive, the match page and thread hear of it, and the first step's timer starts. A match moved or
 * already vetoing is left alone, so a retried job changes nothing twice.
 */
export const matchVetoOpenProcessor = (
  services: Pick<WorkerServices, 'orm' | 'ports'>,
): Processor<typeof matchVetoOpenJob> => ({
  definition: matchVetoOpenJob,
  async run(job) {
    const outcome = await openMatchVetoOnTime(services.orm.em.fork(), job, services.ports);
    return { outcome };
  },
});
