import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Closes a lobby map's check-in at its time: squads missing become no-shows (0 for the map) or are
 * flagged to the organiser. One job per map and time, like the duel check-in close; the processor acts
 * only when the map is still set for `scheduledTime`, so the job of a time it was moved from does nothing.
 */
export const lobbyCheckInCloseJob = defineJob({
  queue: 'lobby-check-in-close',
  name: 'lobby.check-in-close',
  schema: z.object({
    tournamentId: z.uuid(),
    lobbyMatchId: z.uuid(),
    scheduledTime: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ lobbyMatchId, scheduledTime }) =>
    `lobby-check-in-close.${lobbyMatchId}.${Date.parse(scheduledTime)}`,
  attempts: 5,
});
