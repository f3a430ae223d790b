import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { TournamentWebhook } from './tournament-webhook.ts';

/** One attempt to deliver one event to one webhook: the console's delivery log. */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  indexes: [{ properties: ['webhook', 'at'] }],
  properties: {
    id: uuidPrimaryKey(),
    webhook: () => p.manyToOne(TournamentWebhook).deleteRule('cascade'),
    eventId: p.uuid(),
    eventType: p.string().length(40),
    attempt: p.integer(),
    statusCode: p.integer().nullable(),
    error: p.string().length(300).nullable(),
    at: createdAtColumn(),
  },
});
