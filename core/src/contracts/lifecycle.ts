import { z } from 'zod';
import { text } from './text-fields.ts';

/**
 * What the organiser stored: a draft nobody outside sees, a published tournament, or one whose final
 * phase has a champion. Registration and live are not stored: they follow from the windows and from
 * phases really started (see the core's `tournamentStage`).
 */
export const tournamentLifecycleSchema = z.enum(['draft', 'published', 'completed']);
export type TournamentLifecycle = z.infer<typeof tournamentLifecycleSchema>;

/** Where a tournament stands for its organiser: the lifecycle with registration, live and archived. */
export const tournamentStageSchema = z.enum([
  'draft',
  'published',
  'registration',
  'live',
  'completed',
  'archived',
]);
export type TournamentStage = z.infer<typeof tournamentStageSchema>;

/** The Publish step's checklist, in the order of the edit steps. */
export const readinessItemSchema = z.enum([
  'basic',
  'roadmap',
  'registration',
  'calendar',
  'breakdown',
  'poster',
]);
export type ReadinessItem = z.infer<typeof readinessItemSchema>;

export const readinessCheckSchema = z.object({
  item: readinessItemSchema,
  label: text(),
  done: z.boolean(),
  /** What is still missing, when not done. */
  detail: text().nullable(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** GET /api/organiser/tournaments/:id/publication and the answer of every lifecycle action. */
export const publicationSchema = z.object({
  lifecycle: tournamentLifecycleSchema,
  stage: tournamentStageSchema,
  archived: z.boolean(),
  checklist: z.array(readinessCheckSchema),
  teamsRegistered: z.number().int().min(0),
  /** ISO instant of the (last) publication; null for a draft. */
  publishedAt: text().nullable(),
  /** Why each action is refused now; null when it is allowed. */
  refusals: z.object({
    publish: text().nullable(),
    unpublish: text().nullable(),
    archive: text().nullable(),
    unarchive: text().nullable(),
    delete: text().nullable(),
  }),
});
export type Publication = z.infer<typeof publicationSchema>;
