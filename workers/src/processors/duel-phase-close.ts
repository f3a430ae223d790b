import { completeFinalDuelPhases, duelPhaseCloseJob } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Completes duel phases whose last results are past their dispute window (the shared clock's time),
 * starting what waits on their qualifiers, with the same posts and live updates as a result confirmed
 * through the api. One at a time: every completion locks its phase anyway.
 */
export const duelPhaseCloseProcessor = (
  services: Pick<WorkerServices, 'orm' | 'ports'>,
): Processor<typeof duelPhaseCloseJob> => ({
  definition: duelPhaseCloseJob,
  queue: { concurrency: 1 },
  async run() {
    const completed = await completeFinalDuelPhases(services.orm.em.fork(), services.ports);
    return { completed: completed.length };
  },
});
