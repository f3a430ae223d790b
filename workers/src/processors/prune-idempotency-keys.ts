import {
  IDEMPOTENCY_REPLAY_HOURS,
  pruneIdempotencyKeys,
  pruneIdempotencyKeysJob,
} from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

export const pruneIdempotencyKeysProcessor = (
  services: Pick<WorkerServices, 'orm'>,
): Processor<typeof pruneIdempotencyKeysJob> => ({
  definition: pruneIdempotencyKeysJob,
  async run() {
    const pruned = await pruneIdempotencyKeys(services.orm.em.fork());
    console.info(
      `[workers] idempotency keys: removed ${pruned.rows} stored answers older than ${IDEMPOTENCY_REPLAY_HOURS} h`,
    );
    return pruned;
  },
});
