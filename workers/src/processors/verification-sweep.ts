import { sweepVerifications, verificationSweepJob } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

export const verificationSweepProcessor = (
  services: Pick<WorkerServices, 'orm'>,
): Processor<typeof verificationSweepJob> => ({
  definition: verificationSweepJob,
  async run() {
    const swept = await sweepVerifications(services.orm.em.fork());
    if (swept.expired + swept.deadlinesSet.length + swept.withdrawn.length + swept.completed.length > 0) {
      console.info(
        `[workers] verifications: ${swept.expired} claims lapsed, ${swept.deadlinesSet.length} deadlines set, ${swept.withdrawn.length} applications withdrawn, ${swept.completed.length} completed`,
      );
    }
    return {
      expired: swept.expired,
      deadlinesSet: swept.deadlinesSet.length,
      withdrawn: swept.withdrawn.length,
      completed: swept.completed.length,
    };
  },
});
