import { now } from '../../../clock.ts';
import type { JobQueues } from '../../../jobs/enqueue.ts';
import { roomRevealDelayMs, roomRevealJob } from '../../../jobs/room-reveal-job.ts';

/** Schedules the notification of a lobby match's room for its reveal time. */
export type RoomRevealPort = (lobbyMatchId: string, scheduledTime: Date) => Promise<void>;

/** The reveal as a delayed BullMQ job, one per lobby match: a new time or room replaces the old job. */
export const roomRevealQueuePort =
  (queues: Pick<JobQueues, 'enqueue' | 'queue'>): RoomRevealPort =>
  async (lobbyMatchId, scheduledTime) => {
    const payload = { lobbyMatchId };
    await queues.queue(roomRevealJob.queue).remove(roomRevealJob.jobId!(payload));
    await queues.enqueue(roomRevealJob, payload, { delayMs: roomRevealDelayMs(scheduledTime, now()) });
  };
