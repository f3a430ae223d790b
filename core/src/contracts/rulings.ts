import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { destructionSchema } from './matches.ts';
import { idSchema, requiredText, text } from './text-fields.ts';

const score = z.int().min(0).max(10_000);

/** Rulings are audited with why; a forfeit also shows it in the match note (500 characters with the team name). */
export const RULING_REASON_MAX_LENGTH = 400;
const reason = requiredText(
  coded('RULING_REASON_REQUIRED', messages.ruling.reasonRequired),
  'Reason',
  RULING_REASON_MAX_LENGTH,
);

export const rulingKindSchema = z.enum([
  'settle',
  'correct',
  'forfeit',
  'double-forfeit',
  'disqualify',
  'reopen',
  'dispute',
  'lobby-flag',
  'veto-reset',
]);
export type RulingKind = z.infer<typeof rulingKindSchema>;

/** The team that does not play (A or B), or both. */
export const forfeitingSideSchema = z.enum(['A', 'B', 'both']);
export type ForfeitingSide = z.infer<typeof forfeitingSideSchema>;

/** POST /api/matches/:id/rulings/forfeit */
export const forfeitPayloadSchema = z.object({ forfeiting: forfeitingSideSchema, reason });
export type ForfeitPayload = z.infer<typeof forfeitPayloadSchema>;

/** POST /api/matches/:id/rulings/settle: the reported score stands (or the organiser's own). */
export const settlePayloadSchema = z.object({
  reason,
  scoreA: score.optional(),
  scoreB: score.optional(),
  /** A war's destruction per side, with the organiser's own score: it decides a war level on stars. */
  destructionA: destructionSchema.optional(),
  destructionB: destructionSchema.optional(),
});
export type SettlePayload = z.infer<typeof settlePayloadSchema>;

/**
 * POST /api/matches/:id/rulings/correct. `resetPlayed` is the organiser's explicit confirmation that
 * later matches already played are sent back to be played again.
 */
export const correctPayloadSchema = z.object({
  scoreA: score,
  scoreB: score,
  /** A war's destruction per side: it decides a war level on stars. */
  destructionA: destructionSchema.optional(),
  destructionB: destructionSchema.optional(),
  reason,
  resetPlayed: z.boolean().default(false),
});
export type CorrectPayload = z.infer<typeof correctPayloadSchema>;

/** POST /api/matches/:id/rulings/reopen */
export const reopenPayloadSchema = z.object({ reason, resetPlayed: z.boolean().default(false) });
export type ReopenPayload = z.infer<typeof reopenPayloadSchema>;

/** POST /api/organiser/tournaments/:id/disqualifications */
export const disqualifyPayloadSchema = z.object({ teamId: idSchema, reason });
export type DisqualifyPayload = z.infer<typeof disqualifyPayloadSchema>;

/** A match's result as a ruling found it and left it. */
export const rulingResultSchema = z.object({
  status: text().max(20),
  scoreA: score.nullable(),
  scoreB: score.nullable(),
  winner: text().max(80).nullable(),
});
export type RulingResult = z.infer<typeof rulingResultSchema>;

/** One entry of the tournament's ruling log: who decided what, when and why. */
export const rulingSchema = z.object({
  id: text(),
  kind: rulingKindSchema,
  matchId: text().nullable(),
  matchName: text().nullable(),
  teamName: text().nullable(),
  organiser: text(),
  reason: text(),
  before: rulingResultSchema.nullable(),
  after: rulingResultSchema.nullable(),
  /** Names of played matches the ruling sent back to be played again. */
  undone: z.array(text()),
  at: isoDateTime,
});
export type Ruling = z.infer<typeof rulingSchema>;

export const rulingLogSchema = z.object({ rulings: z.array(rulingSchema) });
export type RulingLog = z.infer<typeof rulingLogSchema>;
