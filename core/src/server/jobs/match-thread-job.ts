import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Brings match threads in step with the database: opens the thread of a match whose teams are known,
 * edits its card and posts a line per change, archives it after the result. Without a match id, every
 * open match of the tournament (a phase just started). The payload names rows only: the processor reads
 * the current state, so repeated or late jobs post nothing twice.
 */
export const matchThreadJob = defineJob({
  queue: 'match-threads',
  name: 'discord.match-thread',
  schema: z.object({ tournamentId: z.uuid(), matchId: z.uuid().optional() }),
  attempts: 5,
});
export type MatchThreadSync = z.infer<typeof matchThreadJob.schema>;
