import { idempotentRequestsPruneJob, pruneIdempotentRequests } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

export const idempotentRequestsPruneProcessor = (
  services: Pick<WorkerServices, 'orm'>,
): Processor<typeof idempotentRequestsPruneJob> => ({
  definition: idempotentRequestsPruneJob,
  async run() {
    const pruned = await pruneIdempotentRequests(services.orm);
    console.info(`[workers] idempotency keys: dropped ${pruned} stored answers past their day`);
    return { pruned };
  },
});
