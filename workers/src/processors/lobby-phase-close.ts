import { closeFinalLobbyPhases, lobbyPhaseCloseJob } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Closes battle-royale phases whose last results are past their flag window (the shared clock's time),
 * starting what waits on their qualifiers, with the same posts and live updates as a result entered
 * through the api. One at a time: every close locks its phase anyway.
 */
export const lobbyPhaseCloseProcessor = (
  services: Pick<WorkerServices, 'orm' | 'ports'>,
): Processor<typeof lobbyPhaseCloseJob> => ({
  definition: lobbyPhaseCloseJob,
  queue: { concurrency: 1 },
  async run() {
    const closed = await closeFinalLobbyPhases(services.orm.em.fork(), services.ports);
    return { closed: closed.length };
  },
});
