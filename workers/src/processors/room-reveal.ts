import { revealLobbyRoom, roomRevealJob } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Sends a lobby's players their room ID and password at the reveal time, as an in-app notification.
 * The use case re-reads the match: a room moved, changed or already sent makes the job a no-op.
 */
export function roomRevealProcessor(services: Pick<WorkerServices, 'orm'>): Processor<typeof roomRevealJob> {
  return {
    definition: roomRevealJob,
    async run({ lobbyMatchId }) {
      return revealLobbyRoom(services.orm.em.fork(), lobbyMatchId);
    },
  };
}
