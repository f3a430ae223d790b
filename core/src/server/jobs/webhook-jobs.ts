import { WEBHOOK_DELIVERY_ATTEMPTS, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@galaxia/core';
import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * What a use case recorded for webhooks: the fact and the rows it names. The event body is built from
 * them once, by the fan-out job, and then sent unchanged on every attempt.
 */
export const webhookEventRefSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  matchId: z.uuid().optional(),
  lobbyMatchId: z.uuid().optional(),
  teamId: z.uuid().optional(),
  rulingId: z.uuid().optional(),
  phaseId: z.uuid().optional(),
  phaseIndex: z.int().min(0).max(100).optional(),
  status: z.string().max(20).optional(),
});
export type WebhookEventRef = z.infer<typeof webhookEventRefSchema>;

/** One event of one tournament, to be sent to each of its webhooks that subscribes to it. */
export const webhookEventJob = defineJob({
  queue: 'webhooks',
  name: 'webhook.event',
  schema: webhookEventRefSchema.extend({
    id: z.uuid(),
    tournamentId: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  jobId: ({ id }) => `webhook-event.${id}`,
  attempts: 5,
});
export type WebhookEventJob = z.infer<typeof webhookEventJob.schema>;

/**
 * One event to one webhook. The body (and with it the event id) is fixed when the job is made, so
 * every retry sends the same event; BullMQ retries with exponential backoff.
 */
export const webhookDeliveryJob = defineJob({
  queue: 'webhook-deliveries',
  name: 'webhook.deliver',
  schema: z.object({
    webhookId: z.uuid(),
    eventId: z.uuid(),
    eventType: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
    body: z.string(),
  }),
  jobId: ({ webhookId, eventId }) => `webhook-delivery.${webhookId}.${eventId}`,
  attempts: WEBHOOK_DELIVERY_ATTEMPTS,
});
export type WebhookDeliveryJob = z.infer<typeof webhookDeliveryJob.schema>;
