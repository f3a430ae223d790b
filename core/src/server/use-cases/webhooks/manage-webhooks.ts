import {
  AppError,
  type CreatedWebhook,
  type CreateWebhookPayload,
  messages,
  type SentTestEvent,
  type UpdateWebhookPayload,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_TOURNAMENT,
  type Webhook,
  type Webhooks,
  webhookEventSchemas,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { TournamentWebhook, WebhookDelivery } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import type { JobQueues } from '../../jobs/enqueue.ts';
import { webhookDeliveryJob } from '../../jobs/webhook-jobs.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import { generateWebhookSecret } from './webhook-signature.ts';
import { checkWebhookTarget, type WebhookTargetPolicy } from './webhook-target.ts';

type WebhookRow = InferEntity<typeof TournamentWebhook>;

/** What the webhook calls need besides the request: where targets may point, and the queues for tests. */
export interface WebhookPorts {
  targets: WebhookTargetPolicy;
  queues?: Pick<JobQueues, 'enqueue'>;
}

async function viewsOf(em: EntityManager, rows: readonly WebhookRow[]): Promise<Webhook[]> {
  return Promise.all(
    rows.map(async (row) => {
      const deliveries = await em.find(
        WebhookDelivery,
        { webhook: row.id },
        { orderBy: [{ at: 'desc' }, { attempt: 'desc' }], limit: WEBHOOK_LOG_SIZE },
      );
      return {
        id: row.id,
        url: row.url,
        events: row.events,
        enabled: row.enabled,
        createdAt: row.createdAt.toISOString(),
        deliveries: deliveries.map((delivery) => ({
          id: delivery.id,
          eventId: delivery.eventId,
          eventType: delivery.eventType,
          attempt: delivery.attempt,
          statusCode: delivery.statusCode ?? null,
          error: delivery.error ?? null,
          at: delivery.at.toISOString(),
        })),
      };
    }),
  );
}

/** The tournament's webhooks with their latest deliveries, oldest webhook first. Organisers only. */
export async function listWebhooks(ctx: UseCaseContext, tournamentId: string): Promise<Webhooks> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const rows = await ctx.em.find(
    TournamentWebhook,
    { tournament: tournament.id },
    { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  );
  return { webhooks: await viewsOf(ctx.em, rows), limit: WEBHOOKS_PER_TOURNAMENT };
}

/** A new webhook; its address must be allowed now. The answer is the only place its secret appears. */
export async function createWebhook(
  ctx: UseCaseContext,
  input: CreateWebhookPayload & { tournamentId: string },
  ports: WebhookPorts,
): Promise<CreatedWebhook> {
  // Before the transaction: a slow DNS answer must not hold the tournament's lock.
  await checkWebhookTarget(input.url, ports.targets);
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const count = await em.count(TournamentWebhook, { tournament: tournament.id });
    if (count >= WEBHOOKS_PER_TOURNAMENT)
      throw new AppError('CONFLICT', 'WEBHOOKS_TOO_MANY', messages.webhooks.tooMany(WEBHOOKS_PER_TOURNAMENT));
    const secret = input.secret ?? generateWebhookSecret();
    const row = em.create(TournamentWebhook, { tournament, url: input.url, secret, events: input.events });
    await em.flush();
    const [webhook] = await viewsOf(em, [row]);
    return { webhook: webhook!, secret };
  });
}

async function webhookOfTournament(
  em: EntityManager,
  ctx: UseCaseContext,
  tournamentId: string,
  webhookId: string,
) {
  const tournament = await loadTournamentForOrganiser(em, ctx.actor, tournamentId);
  const row = isUuid(webhookId)
    ? await em.findOne(TournamentWebhook, { id: webhookId, tournament: tournament.id })
    : null;
  if (!row) throw new AppError('NOT_FOUND', 'WEBHOOKS_NOT_FOUND', messages.webhooks.notFound);
  return row;
}

/** Turns a webhook on or off, or changes its events. */
export async function updateWebhook(
  ctx: UseCaseContext,
  input: UpdateWebhookPayload & { tournamentId: string; webhookId: string },
): Promise<Webhook> {
  const row = await webhookOfTournament(ctx.em, ctx, input.tournamentId, input.webhookId);
  if (input.enabled !== undefined) row.enabled = input.enabled;
  if (input.events) row.events = input.events;
  await ctx.em.flush();
  const [webhook] = await viewsOf(ctx.em, [row]);
  return webhook!;
}

/** Deletes a webhook and its delivery log; deliveries still queued for it are dropped. */
export async function deleteWebhook(
  ctx: UseCaseContext,
  input: { tournamentId: string; webhookId: string },
): Promise<void> {
  const row = await webhookOfTournament(ctx.em, ctx, input.tournamentId, input.webhookId);
  await ctx.em.remove(row).flush();
}

/** "Send a test event": one `webhook.test` event to this webhook, delivered (and logged) like any other. */
export async function sendWebhookTestEvent(
  ctx: UseCaseContext,
  input: { tournamentId: string; webhookId: string },
  ports: WebhookPorts,
): Promise<SentTestEvent> {
  const row = await webhookOfTournament(ctx.em, ctx, input.tournamentId, input.webhookId);
  const event = webhookEventSchemas[WEBHOOK_TEST_EVENT].parse({
    id: crypto.randomUUID(),
    type: WEBHOOK_TEST_EVENT,
    createdAt: now().toISOString(),
    tournamentId: input.tournamentId,
    data: { message: messages.webhooks.testMessage },
  });
  await ports.queues?.enqueue(webhookDeliveryJob, {
    webhookId: row.id,
    eventId: event.id,
    eventType: event.type,
    body: JSON.stringify(event),
  });
  return { eventId: event.id };
}
