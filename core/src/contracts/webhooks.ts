import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_MAX,
  WEBHOOK_SECRET_MIN,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX,
} from '../domain/webhooks/webhook-rules.ts';
import { lobbyMatchStatusSchema } from './battle-royale.ts';
import { coded } from './coded-error.ts';
import { entryStatusSchema, phaseStatusSchema } from './competition.ts';
import { isoDateTime } from './date-time.ts';
import { matchStatusSchema } from './matches.ts';
import { rulingKindSchema } from './rulings.ts';
import { text } from './text-fields.ts';

const m = messages.webhooks;
const score = z.int().min(0).max(2_147_483_647);

// Management (organiser console)

export const webhookEventTypeSchema = z.enum(
  WEBHOOK_EVENT_TYPES,
  coded('WEBHOOKS_EVENT_INVALID', m.eventInvalid),
);

/** An absolute http(s) address without credentials; whether it is public is checked after DNS. */
export const webhookUrlSchema = text(coded('WEBHOOKS_URL_REQUIRED', m.urlRequired))
  .trim()
  .min(1, coded('WEBHOOKS_URL_REQUIRED', m.urlRequired))
  .max(WEBHOOK_URL_MAX, messages.form.tooLong(m.urlField, WEBHOOK_URL_MAX))
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    coded('WEBHOOKS_URL_INVALID', m.urlInvalid),
  )
  .refine(
    (value) => !URL.canParse(value) || !(new URL(value).username || new URL(value).password),
    coded('WEBHOOKS_URL_CREDENTIALS', m.urlCredentials),
  );

const eventListSchema = z
  .array(webhookEventTypeSchema, coded('WEBHOOKS_EVENTS_REQUIRED', m.eventsRequired))
  .min(1, coded('WEBHOOKS_EVENTS_REQUIRED', m.eventsRequired))
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

/** POST /api/organiser/tournaments/:id/webhooks: no secret given, one is generated. */
export const createWebhookPayloadSchema = z.object({
  url: webhookUrlSchema,
  events: eventListSchema,
  secret: text()
    .min(WEBHOOK_SECRET_MIN, m.secretTooShort(WEBHOOK_SECRET_MIN))
    .max(WEBHOOK_SECRET_MAX, m.secretTooLong(WEBHOOK_SECRET_MAX))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type CreateWebhookPayload = z.infer<typeof createWebhookPayloadSchema>;

/** PATCH /api/organiser/tournaments/:id/webhooks/:webhookId */
export const updateWebhookPayloadSchema = z.object({
  enabled: z.boolean().optional(),
  events: eventListSchema.optional(),
});
export type UpdateWebhookPayload = z.infer<typeof updateWebhookPayloadSchema>;

export const webhookDeliverySchema = z.object({
  id: text(),
  eventId: z.uuid(),
  eventType: text(),
  attempt: z.int().min(1).max(100),
  /** The receiver's HTTP status; null when it did not answer (refused, timed out, not public). */
  statusCode: z.int().min(100).max(599).nullable(),
  /** Why there was no answer, or the status was not 2xx. */
  error: text().nullable(),
  at: isoDateTime,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A webhook as the console shows it: never its secret. */
export const webhookSchema = z.object({
  id: text(),
  url: text(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  createdAt: isoDateTime,
  /** The latest attempts, newest first. */
  deliveries: z.array(webhookDeliverySchema),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** GET /api/organiser/tournaments/:id/webhooks */
export const webhooksSchema = z.object({ webhooks: z.array(webhookSchema), limit: z.int().min(0).max(100) });
export type Webhooks = z.infer<typeof webhooksSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: text() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** POST /api/organiser/tournaments/:id/webhooks/:webhookId/test */
export const sentTestEventSchema = z.object({ eventId: z.uuid() });
export type SentTestEvent = z.infer<typeof sentTestEventSchema>;

// Event bodies (what a receiver gets)

const teamRefSchema = z.object({ id: text(), name: text() });

/** A match as a receiver sees it at the time of the event. */
export const webhookMatchSchema = z.object({
  id: text(),
  name: text(),
  status: matchStatusSchema,
  teamA: teamRefSchema.nullable(),
  teamB: teamRefSchema.nullable(),
  scoreA: score.nullable(),
  scoreB: score.nullable(),
  winnerTeamId: text().nullable(),
  scheduledTime: isoDateTime.nullable(),
  /** The score one side reported, waiting for the other side (or the organiser). */
  report: z.object({ scoreA: score, scoreB: score, byTeamId: text() }).nullable(),
});
export type WebhookMatch = z.infer<typeof webhookMatchSchema>;

/** A battle-royale lobby map with its squads' placements and kills, best placement first. */
export const webhookLobbyMatchSchema = z.object({
  id: text(),
  lobby: text(),
  number: z.int().min(1),
  status: lobbyMatchStatusSchema,
  scheduledTime: isoDateTime.nullable(),
  results: z.array(z.object({ team: teamRefSchema, placement: z.int().min(1), kills: z.int().min(0) })),
});
export type WebhookLobbyMatch = z.infer<typeof webhookLobbyMatchSchema>;

const phaseRefSchema = z.object({ index: z.int().min(0).max(100), name: text(), status: phaseStatusSchema });

/** The envelope every event shares: `id` stays the same on every attempt, for de-duplication. */
const event = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    id: z.uuid(),
    type: z.literal(type),
    createdAt: isoDateTime,
    tournamentId: z.uuid(),
    data,
  });

const matchData = z.object({ match: webhookMatchSchema });

export const webhookEventSchemas = {
  'registration.updated': event(
    'registration.updated',
    z.object({ team: teamRefSchema, status: entryStatusSchema }),
  ),
  /** A team confirmed it will play (event check-in, between registration's close and the first phase). */
  'registration.checked_in': event(
    'registration.checked_in',
    z.object({ team: teamRefSchema, status: entryStatusSchema, checkedInAt: isoDateTime }),
  ),
  'match.checked_in': event('match.checked_in', z.object({ match: webhookMatchSchema, team: teamRefSchema })),
  'match.scheduled': event('match.scheduled', matchData),
  'match.result_reported': event('match.result_reported', matchData),
  'match.confirmed': event('match.confirmed', matchData),
  'match.disputed': event('match.disputed', matchData),
  'match.ruled': event(
    'match.ruled',
    z.object({
      ruling: z.object({ id: text(), kind: rulingKindSchema, reason: text(), teamName: text().nullable() }),
      match: webhookMatchSchema.nullable(),
    }),
  ),
  /** The organiser or a results admin entered a lobby map's placements and kills: the map is complete. */
  'lobby_match.result_entered': event(
    'lobby_match.result_entered',
    z.object({ lobbyMatch: webhookLobbyMatchSchema }),
  ),
  'phase.started': event('phase.started', z.object({ phase: phaseRefSchema })),
  'phase.completed': event('phase.completed', z.object({ phase: phaseRefSchema })),
  'tournament.champion': event(
    'tournament.champion',
    z.object({
      champion: teamRefSchema.nullable(),
      placings: z.array(z.object({ place: z.int().min(1).max(10_000), team: teamRefSchema })),
    }),
  ),
  [WEBHOOK_TEST_EVENT]: event(WEBHOOK_TEST_EVENT, z.object({ message: text() })),
} as const;

/** Any body Galaxia POSTs to a webhook. */
export const webhookEventSchema = z.discriminatedUnion(
  'type',
  Object.values(webhookEventSchemas) as [
    (typeof webhookEventSchemas)[keyof typeof webhookEventSchemas],
    ...(typeof webhookEventSchemas)[keyof typeof webhookEventSchemas][],
  ],
);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
