import { z } from 'zod';
import { INT4_MAX } from '../domain/limits.ts';
import { text } from './text-fields.ts';

export const bracketFormatSchema = z.enum([
  'single-elimination',
  'double-elimination',
  'group-stage',
  'swiss',
]);
export type BracketFormat = z.infer<typeof bracketFormatSchema>;

/** `bye`: decided without being played; `void`: a grand-final reset that was not needed. */
export const bracketMatchStatusSchema = z.enum(['upcoming', 'pending', 'completed', 'bye', 'void']);
export type BracketMatchStatusView = z.infer<typeof bracketMatchStatusSchema>;

export const bracketTeamSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  /** Null until the match has a result. */
  score: z.int().min(0).max(INT4_MAX).nullable(),
});
export type BracketTeam = z.infer<typeof bracketTeamSchema>;

export const bracketMatchViewSchema = z.object({
  /** Also the match page segment: /events/{id}/matches/{matchId}. */
  id: text().min(1),
  name: text().min(1),
  /** Slot A and slot B; null while the team is still to be decided, or for a BYE. */
  teams: z.tuple([bracketTeamSchema.nullable(), bracketTeamSchema.nullable()]),
  status: bracketMatchStatusSchema,
  winnerId: text().min(1).nullable(),
});
export type BracketMatchView = z.infer<typeof bracketMatchViewSchema>;

export const bracketRoundSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  matches: z.array(bracketMatchViewSchema),
});
export type BracketRound = z.infer<typeof bracketRoundSchema>;

export const bracketSchema = z.object({
  format: bracketFormatSchema,
  /** In play order. */
  rounds: z.array(bracketRoundSchema),
});
export type Bracket = z.infer<typeof bracketSchema>;
