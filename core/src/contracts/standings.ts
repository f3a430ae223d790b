import { z } from 'zod';

const count = z.int().min(0).max(1_000_000);

/** One team's record in a points table, however the table names the team. */
export const standingRecordSchema = z.object({
  rank: z.int().min(1).max(1_000_000),
  played: count,
  wins: count,
  draws: count,
  losses: count,
  points: z.number().min(0),
  scoreFor: count,
  scoreAgainst: count,
  scoreDifference: z.int().min(-1_000_000).max(1_000_000),
});
export type StandingRecord = z.infer<typeof standingRecordSchema>;
