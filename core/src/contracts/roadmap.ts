import { z } from 'zod';
import { MAX_GROUPS, MAX_PHASE_TEAMS, MAX_PHASES } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { toDivisionRef } from '../domain/phases/division-ref.ts';
import { PHASE_FORMATS } from '../domain/phases/phase-format.ts';
import { gameIdSchema } from './games.ts';

export const PHASE_NAME_MAX_LENGTH = 100;

const teamCountSchema = z
  .number({ error: messages.phase.countsWholeNonNegative })
  .int({ error: messages.phase.countsWholeNonNegative })
  .min(0, { error: messages.phase.countsWholeNonNegative })
  .max(MAX_PHASE_TEAMS, { error: messages.phase.tooManyTeams });

const groupCountSchema = z
  .number({ error: messages.phase.countsWholeNonNegative })
  .int({ error: messages.phase.countsWholeNonNegative })
  .min(0, { error: messages.phase.countsWholeNonNegative })
  .max(MAX_GROUPS, { error: messages.phase.tooManyGroups });

const indexSchema = z
  .number({ error: messages.phase.sourceNotEarlier })
  .int({ error: messages.phase.sourceNotEarlier })
  .min(0, { error: messages.phase.sourceNotEarlier })
  .max(Math.max(MAX_PHASES, MAX_GROUPS), { error: messages.phase.sourceNotEarlier });

export const phaseFormatSchema = z.enum(PHASE_FORMATS);
export type PhaseFormat = z.infer<typeof phaseFormatSchema>;

/** [phaseIndex, divisionIndex]; stored roadmaps from before divisions hold a bare phase index. */
export const divisionRefSchema = z.union(
  [z.tuple([indexSchema, indexSchema]), indexSchema.transform((phaseIndex) => toDivisionRef(phaseIndex))],
  { error: messages.phase.sourceNotEarlier },
);
export type DivisionRef = z.infer<typeof divisionRefSchema>;

export const phaseSchema = z.object({
  name: z
    .string({ error: messages.phase.nameRequired })
    .trim()
    .min(1, { error: messages.phase.nameRequired })
    .max(PHASE_NAME_MAX_LENGTH, { error: messages.form.tooLong('Phase name', PHASE_NAME_MAX_LENGTH) }),
  format: phaseFormatSchema,
  invitedTeams: teamCountSchema,
  participatingTeams: teamCountSchema,
  qualifiedTeams: z
    .array(divisionRefSchema)
    .max(MAX_PHASES * MAX_GROUPS, { error: messages.phase.tooManyGroups })
    .default([]),
  /** Teams each division sends on, one number per division. */
  qualifyingTeams: z
    .array(teamCountSchema)
    .max(MAX_GROUPS, { error: messages.phase.tooManyGroups })
    .default([]),
  totalTeams: teamCountSchema.default(0),
  numberOfGroups: groupCountSchema.optional(),
  isValid: z.boolean().default(false),
  errors: z.array(z.string().max(500)).max(50).default([]),
  isFinal: z.boolean().default(false),
});
export type Phase = z.infer<typeof phaseSchema>;
export type PhaseInput = z.input<typeof phaseSchema>;

export const roadmapPayloadSchema = z.object({
  phases: z.array(phaseSchema).max(MAX_PHASES, { error: messages.phase.tooManyPhases }),
});
export type RoadmapPayload = z.infer<typeof roadmapPayloadSchema>;

export const roadmapResponseSchema = z.object({ phases: z.array(phaseSchema), gameId: gameIdSchema });
export type RoadmapResponse = z.infer<typeof roadmapResponseSchema>;
