import type { WebhookEventType } from '@galaxia/core';
import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';

/**
 * An address the organiser wants a tournament's events POSTed to. The secret is kept as given (it must
 * sign every delivery) and never leaves the server after the answer that created it.
 */
export const TournamentWebhook = defineEntity({
  name: 'TournamentWebhook',
  tableName: 'tournament_webhooks',
  indexes: [{ properties: ['tournament', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    url: p.string().length(500),
    secret: p.string().length(200),
    events: p.json<WebhookEventType[]>(),
    enabled: p.boolean().default(true),
    createdAt: createdAtColumn(),
  },
});
