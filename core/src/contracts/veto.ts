import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { matchSideSchema } from './matches.ts';
import { requiredText } from './text-fields.ts';

/** A sequence's length bound: a pool of at most 24 maps, each banned or picked once, and a side step per map. */
export const MAX_VETO_STEPS = 48;
/** Pool bound: the longest game map list (CODM, all modes) fits well inside. */
export const MAX_POOL_MAPS = 32;
const MAP_ID_MAX_LENGTH = 64;

/** In a sequence, team A is the team that acts first (the higher seed or the coin toss's winner). */
export const vetoRoleSchema = z.enum(['A', 'B']);
export type VetoRole = z.infer<typeof vetoRoleSchema>;

/** The side a team chooses to start on. */
export const mapSideSchema = z.enum(
  ['attack', 'defence'],
  coded('VETO_CHOOSE_SIDE', messages.veto.chooseSide),
);
export type MapSide = z.infer<typeof mapSideSchema>;

/**
 * One step of a veto: a team bans or picks a map or chooses its side on the last map picked; the decider
 * is the one map left; a random step draws a map to play.
 */
export const vetoStepSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['ban', 'pick', 'side']), team: vetoRoleSchema }),
  z.object({ action: z.enum(['decider', 'random']) }),
]);
export type VetoStep = z.infer<typeof vetoStepSchema>;
export type VetoStepAction = VetoStep['action'];

/** Who acts first: the higher seed, or a coin toss when the veto opens. */
export const vetoFirstRuleSchema = z.enum(['seed', 'coin-toss']);
export type VetoFirstRule = z.infer<typeof vetoFirstRuleSchema>;

const mapId = z.string().min(1).max(MAP_ID_MAX_LENGTH);

/** Bounds of the per-step timer, in seconds. */
export const VETO_STEP_SECONDS = { min: 15, max: 600, default: 60 } as const;

/** Bounds of the veto's opening time, in minutes before the match. */
export const VETO_OPENS_MINUTES = { min: 5, max: 1440 } as const;

/** PUT /api/tournaments/:id/veto-settings (phaseId set: that phase's override; null pool/sequences clears it). */
export const vetoSettingsPayloadSchema = z.object({
  pool: z.array(mapId).max(MAX_POOL_MAPS),
  /** Sequences keyed by best-of ("1", "3", "5", "7"); a best-of left out plays the default template. */
  sequences: z.partialRecord(z.enum(['1', '3', '5', '7']), z.array(vetoStepSchema).max(MAX_VETO_STEPS)),
  firstRule: vetoFirstRuleSchema,
  stepSeconds: z.int().min(VETO_STEP_SECONDS.min).max(VETO_STEP_SECONDS.max),
  /**
   * When the veto opens: this many minutes before the match's time; null or absent, once both teams have
   * checked in. The organiser can always open it sooner.
   */
  opensMinutesBefore: z.int().min(VETO_OPENS_MINUTES.min).max(VETO_OPENS_MINUTES.max).nullable().optional(),
});
export type VetoSettingsPayload = z.infer<typeof vetoSettingsPayloadSchema>;

/** POST /api/matches/:id/veto/steps: `step` is the step the captain saw, so a stale click is refused. */
export const vetoChoicePayloadSchema = z.object({
  step: z.int().min(0).max(MAX_VETO_STEPS),
  map: mapId.optional(),
  side: mapSideSchema.optional(),
});
export type VetoChoicePayload = z.infer<typeof vetoChoicePayloadSchema>;

/** POST /api/matches/:id/veto/reset: a ruling, so it says why. */
export const vetoResetPayloadSchema = z.object({
  reason: requiredText(coded('VETO_RESET_REASON_REQUIRED', messages.veto.resetReasonRequired), 'Reason', 400),
});
export type VetoResetPayload = z.infer<typeof vetoResetPayloadSchema>;

/** One step taken: by a team, or by the system (decider, random step, a timeout). */
export const vetoActionSchema = z.object({
  step: z.int().min(0).max(MAX_VETO_STEPS),
  action: z.enum(['ban', 'pick', 'side', 'decider', 'random']),
  team: matchSideSchema.nullable(),
  map: mapId,
  side: mapSideSchema.nullable(),
  /** Chosen at random because the team's time ran out (or a random step). */
  random: z.boolean(),
});
export type VetoAction = z.infer<typeof vetoActionSchema>;

/** One map in a pool as people see it. */
export const vetoMapSchema = z.object({ id: mapId, name: z.string() });

/** A step of a match's veto as the match page, the Discord card and the API show it. */
export const vetoStepViewSchema = z.object({
  index: z.int(),
  action: z.enum(['ban', 'pick', 'side', 'decider', 'random']),
  /** The side acting; null for the system's steps. */
  team: matchSideSchema.nullable(),
  done: vetoActionSchema.nullable(),
});

/** GET /api/matches/:id/veto */
export const matchVetoViewSchema = z.object({
  matchId: z.string(),
  /** `waiting`: not opened yet (both teams check in first); `open`: a step is waiting; `done`: every map is known. */
  status: z.enum(['waiting', 'open', 'done']),
  bestOf: z.int(),
  teams: z.object({ A: z.string().nullable(), B: z.string().nullable() }),
  firstSide: matchSideSchema.nullable(),
  pool: z.array(vetoMapSchema),
  steps: z.array(vetoStepViewSchema),
  /** The step now waiting and when it times out (a team's step), or null. */
  turn: z
    .object({
      index: z.int(),
      action: vetoStepViewSchema.shape.action,
      team: matchSideSchema.nullable(),
      deadline: z.string(),
    })
    .nullable(),
  /** Maps still in the pool. */
  remaining: z.array(mapId),
  /** While waiting: when the veto opens by itself, if the organiser set it a time before the match. */
  opensAt: z.string().nullable(),
  /** The series' maps in game order (game 1 first). */
  maps: z.array(
    z.object({
      map: mapId,
      name: z.string(),
      pickedBy: matchSideSchema.nullable(),
      sideBy: matchSideSchema.nullable(),
      side: mapSideSchema.nullable(),
    }),
  ),
  /** The side the person looking captains (they may act on its steps), else null. */
  yourSide: matchSideSchema.nullable(),
  /** Whether the person looking may open or reset the veto. */
  organiser: z.boolean(),
});
export type MatchVetoView = z.infer<typeof matchVetoViewSchema>;

/** GET /api/organiser/tournaments/:id/veto-settings */
export const vetoSettingsViewSchema = z.object({
  game: z.enum(['valorant', 'codm']),
  /** Every current map of the game, for the pool editor. */
  maps: z.array(z.object({ id: mapId, name: z.string(), mode: z.string().nullable() })),
  settings: vetoSettingsPayloadSchema,
  /** The default sequence for each best-of and the tournament's pool. */
  defaults: z.record(z.enum(['1', '3', '5', '7']), z.array(vetoStepSchema).nullable()),
  phases: z.array(
    z.object({ id: z.string(), name: z.string(), override: vetoSettingsPayloadSchema.nullable() }),
  ),
});
export type VetoSettingsView = z.infer<typeof vetoSettingsViewSchema>;

/** PUT /api/organiser/tournaments/:id/veto-settings: the tournament's settings, or a phase's override (null clears it). */
export const vetoSettingsUpdateSchema = z.object({
  phaseId: z.uuid().optional(),
  settings: vetoSettingsPayloadSchema.nullable(),
});
export type VetoSettingsUpdate = z.infer<typeof vetoSettingsUpdateSchema>;
