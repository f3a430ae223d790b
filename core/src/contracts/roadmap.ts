import { z } from 'zod';
import { MAX_MATCHES_PER_LOBBY, MIN_MATCHES_PER_LOBBY } from '../domain/battle-royale/lobby-rules.ts';
import { tiebreakKinds } from '../domain/brackets/tiebreaks.ts';
import { MAX_GROUPS, MAX_PHASE_TEAMS, MAX_PHASES } from '../domain/limits.ts';
import { MAX_BEST_OF_ROUNDS } from '../domain/matches/round-best-of.ts';
import { BEST_OF_OPTIONS } from '../domain/matches/series.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { toDivisionRef } from '../domain/phases/division-ref.ts';
import { PHASE_FORMATS } from '../domain/phases/phase-format.ts';
import { coded } from './coded-error.ts';
import { gameIdSchema } from './games.ts';
import { text } from './text-fields.ts';

export const PHASE_NAME_MAX_LENGTH = 100;

const teamCountSchema = z
  .number(coded('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative))
  .int(coded('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative))
  .min(0, coded('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative))
  .max(MAX_PHASE_TEAMS, { error: messages.phase.countTooLarge(MAX_PHASE_TEAMS) });

const groupCountSchema = z
  .number(coded('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative))
  .int(coded('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative))
  .min(0, coded('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative))
  .max(MAX_GROUPS, { error: messages.phase.tooManyGroups(MAX_GROUPS) });

const indexSchema = z
  .number(coded('PHASE_SOURCE_NOT_EARLIER', messages.phase.sourceNotEarlier))
  .int(coded('PHASE_SOURCE_NOT_EARLIER', messages.phase.sourceNotEarlier))
  .min(0, coded('PHASE_SOURCE_NOT_EARLIER', messages.phase.sourceNotEarlier))
  .max(Math.max(MAX_PHASES, MAX_GROUPS), coded('PHASE_SOURCE_NOT_EARLIER', messages.phase.sourceNotEarlier));

export const phaseFormatSchema = z.enum(PHASE_FORMATS);
export type PhaseFormat = z.infer<typeof phaseFormatSchema>;

/** [phaseIndex, divisionIndex]; stored roadmaps from before divisions hold a bare phase index. */
export const divisionRefSchema = z.union(
  [z.tuple([indexSchema, indexSchema]), indexSchema.transform((phaseIndex) => toDivisionRef(phaseIndex))],
  coded('PHASE_SOURCE_NOT_EARLIER', messages.phase.sourceNotEarlier),
);
export type DivisionRef = z.infer<typeof divisionRefSchema>;

export const tiebreakSchema = z.enum(tiebreakKinds);

/** A group stage's or Swiss stage's tiebreak order: each kind at most once, so at most six. */
export const tiebreakOrderSchema = z
  .array(tiebreakSchema)
  .min(1, coded('PHASE_TIEBREAKS_REQUIRED', messages.phase.tiebreaksRequired))
  .max(tiebreakKinds.length, coded('PHASE_TIEBREAKS_REPEATED', messages.phase.tiebreaksRepeated))
  .refine(
    (order) => new Set(order).size === order.length,
    coded('PHASE_TIEBREAKS_REPEATED', messages.phase.tiebreaksRepeated),
  );

export const bestOfSchema = z.literal(
  BEST_OF_OPTIONS,
  coded('SERIES_BEST_OF_OPTION', messages.series.bestOfOption),
);

/** Best-of per round key ('r-3', 'wb-2', 'gf'); rounds left out play the rulebook's default. */
export const roundBestOfSchema = z
  .record(
    text().regex(/^[a-z0-9-]{1,40}$/, coded('SERIES_BEST_OF_OPTION', messages.series.bestOfOption)),
    bestOfSchema,
  )
  .refine((rounds) => Object.keys(rounds).length <= MAX_BEST_OF_ROUNDS, {
    error: messages.series.tooManyRounds(MAX_BEST_OF_ROUNDS),
  });

export const phaseSchema = z.object({
  name: text(coded('PHASE_NAME_REQUIRED', messages.phase.nameRequired))
    .trim()
    .min(1, coded('PHASE_NAME_REQUIRED', messages.phase.nameRequired))
    .max(PHASE_NAME_MAX_LENGTH, { error: messages.form.tooLong('Phase name', PHASE_NAME_MAX_LENGTH) }),
  format: phaseFormatSchema,
  invitedTeams: teamCountSchema,
  participatingTeams: teamCountSchema,
  qualifiedTeams: z
    .array(divisionRefSchema)
    .max(MAX_PHASES * MAX_GROUPS, { error: messages.phase.tooManyGroups(MAX_GROUPS) })
    .default([]),
  /** Teams each division sends on, one number per division. */
  qualifyingTeams: z
    .array(teamCountSchema)
    .max(MAX_GROUPS, { error: messages.phase.tooManyGroups(MAX_GROUPS) })
    .default([]),
  totalTeams: teamCountSchema.default(0),
  /** Group Stage: groups; Battle Royale: lobbies. */
  numberOfGroups: groupCountSchema.optional(),
  /** Battle Royale only: matches (maps) each lobby plays. */
  matchesPerLobby: z
    .number({
      error: messages.battleRoyale.matchesPerLobbyRange(MIN_MATCHES_PER_LOBBY, MAX_MATCHES_PER_LOBBY),
    })
    .int({ error: messages.battleRoyale.matchesPerLobbyRange(MIN_MATCHES_PER_LOBBY, MAX_MATCHES_PER_LOBBY) })
    .min(0, {
      error: messages.battleRoyale.matchesPerLobbyRange(MIN_MATCHES_PER_LOBBY, MAX_MATCHES_PER_LOBBY),
    })
    .max(1000, {
      error: messages.battleRoyale.matchesPerLobbyRange(MIN_MATCHES_PER_LOBBY, MAX_MATCHES_PER_LOBBY),
    })
    .optional(),
  /** Single Elimination only: the semi-final losers play for third place. */
  thirdPlace: z.boolean().optional(),
  /** Double Elimination only: a lower-bracket team that wins the grand final forces a second one. */
  grandFinalReset: z.boolean().optional(),
  /** A phase fed by qualifiers: false waits for the organiser to start it; absent starts it automatically. */
  autoStart: z.boolean().optional(),
  /** Group Stage and Swiss only; absent means the format's default order. */
  tiebreaks: tiebreakOrderSchema.optional(),
  /** Elimination, group stage and Swiss: best-of per round; absent means the rulebook throughout. */
  bestOf: roundBestOfSchema.optional(),
  isValid: z.boolean().default(false),
  errors: z.array(text().max(500)).max(100).default([]),
  isFinal: z.boolean().default(false),
});
export type Phase = z.infer<typeof phaseSchema>;
export type PhaseInput = z.input<typeof phaseSchema>;

export const roadmapPayloadSchema = z.object({
  phases: z.array(phaseSchema).max(MAX_PHASES, { error: messages.phase.tooManyPhases(MAX_PHASES) }),
});
export type RoadmapPayload = z.infer<typeof roadmapPayloadSchema>;

export const roadmapResponseSchema = z.object({
  phases: z.array(phaseSchema),
  /** Phases kept with "Save Phase" and not yet saved as the roadmap; null when there are none. */
  draft: z.array(phaseSchema).nullable(),
  gameId: gameIdSchema,
});
export type RoadmapResponse = z.infer<typeof roadmapResponseSchema>;
