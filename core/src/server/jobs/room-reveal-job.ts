import { roomRevealTime } from '@galaxia/core';
import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Tells a lobby's players its room ID and password, delayed until 15 minutes before the match. One job
 * per lobby match: setting the room or moving the match replaces it. The processor re-reads the match
 * and notifies only when the room is due and not yet sent, so a stale or repeated job sends nothing.
 */
export const roomRevealJob = defineJob({
  queue: 'room-reveals',
  name: 'lobby.room-reveal',
  schema: z.object({ lobbyMatchId: z.uuid() }),
  jobId: ({ lobbyMatchId }) => `room-reveal.${lobbyMatchId}`,
  attempts: 5,
});

export const roomRevealDelayMs = (scheduledTime: Date, now: Date): number =>
  Math.max(0, roomRevealTime(scheduledTime).getTime() - now.getTime());
