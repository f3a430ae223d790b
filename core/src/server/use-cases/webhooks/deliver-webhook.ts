import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isAppError, isDelivered, WEBHOOK_EVENT_TYPES, WEBHOOK_TIMEOUT_MS } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { TournamentWebhook, WebhookDelivery } from '../../db/entities/index.ts';
import type { JobQueues } from '../../jobs/enqueue.ts';
import {
  type WebhookDeliveryJob,
  type WebhookEventJob,
  webhookDeliveryJob,
} from '../../jobs/webhook-jobs.ts';
import { webhookEventBody } from './webhook-event-body.ts';
import { signedWebhookHeaders } from './webhook-signature.ts';
import { checkWebhookTarget, guardedLookup, type WebhookTargetPolicy } from './webhook-target.ts';

/**
 * Sends the event to every enabled webhook of its tournament that subscribes to it: one delivery job
 * each, carrying the body built here once. Job ids are per webhook and event, so a fan-out run again
 * after a failure adds nothing twice.
 */
export async function fanOutWebhookEvent(
  em: EntityManager,
  queues: Pick<JobQueues, 'enqueue'>,
  event: WebhookEventJob,
): Promise<number> {
  const webhooks = (
    await em.find(TournamentWebhook, { tournament: event.tournamentId, enabled: true })
  ).filter((webhook) => webhook.events.includes(event.type));
  if (webhooks.length === 0) return 0;
  const body = await webhookEventBody(em, event);
  if (!body) return 0;
  for (const webhook of webhooks)
    await queues.enqueue(webhookDeliveryJob, {
      webhookId: webhook.id,
      eventId: event.id,
      eventType: event.type,
      body,
    });
  return webhooks.length;
}

interface Answer {
  statusCode: number | null;
  error: string | null;
}

/** One POST; never throws: a refusal, a timeout or a broken connection is an answer without a status. */
function post(url: string, headers: Record<string, string>, body: string, policy: WebhookTargetPolicy) {
  return new Promise<Answer>((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        // The receiver's body is not read for anything: drain it so the socket is freed.
        res.resume();
        const statusCode = res.statusCode ?? null;
        resolve({ statusCode, error: isDelivered(statusCode) ? null : `HTTP ${statusCode}` });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => resolve({ statusCode: null, error: error.message.slice(0, 300) }));
    req.end(body);
  });
}

export class WebhookNotDelivered extends Error {}

/**
 * One attempt of one delivery: the address checked again (DNS may have changed since it was saved),
 * the body signed with the webhook's secret and POSTed, the attempt logged. Anything but a 2xx throws,
 * so the queue retries it with the same body and event id. A webhook deleted or disabled since is skipped.
 */
export async function deliverWebhook(
  em: EntityManager,
  delivery: WebhookDeliveryJob,
  attempt: number,
  policy: WebhookTargetPolicy,
): Promise<Answer | null> {
  const webhook = await em.findOne(TournamentWebhook, { id: delivery.webhookId });
  if (
    !webhook ||
    (!webhook.enabled && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(delivery.eventType))
  )
    return null;
  const at = now();
  let answer: Answer;
  try {
    await checkWebhookTarget(webhook.url, policy);
    const headers = signedWebhookHeaders(
      webhook.secret,
      { id: delivery.eventId, type: delivery.eventType },
      delivery.body,
      at,
    );
    answer = await post(webhook.url, headers, delivery.body, policy);
  } catch (error) {
    if (!isAppError(error)) throw error;
    answer = { statusCode: null, error: error.message };
  }
  em.create(WebhookDelivery, {
    webhook,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    attempt,
    statusCode: answer.statusCode,
    error: answer.error,
    at,
  });
  await em.flush();
  if (!isDelivered(answer.statusCode)) throw new WebhookNotDelivered(answer.error ?? 'not delivered');
  return answer;
}
