import {
  deliverWebhook,
  fanOutWebhookEvent,
  type JobQueues,
  WebhookNotDelivered,
  webhookDeliveryJob,
  webhookEventJob,
} from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Turns one tournament event into a delivery job per webhook that subscribes to it. */
export function webhookEventProcessor(
  services: Pick<WorkerServices, 'orm'> & { queues: Pick<JobQueues, 'enqueue'> },
): Processor<typeof webhookEventJob> {
  return {
    definition: webhookEventJob,
    async run(event) {
      return { webhooks: await fanOutWebhookEvent(services.orm.em.fork(), services.queues, event) };
    },
  };
}

/**
 * One attempt to POST one event to one webhook. A failure is logged by the use case and thrown, so
 * BullMQ tries again after an exponential backoff, with the same body and event id.
 */
export function webhookDeliveryProcessor(
  services: Pick<WorkerServices, 'orm' | 'webhookTargets'>,
): Processor<typeof webhookDeliveryJob> {
  return {
    definition: webhookDeliveryJob,
    // Receivers are other people's servers: a handful at a time per worker process.
    queue: { concurrency: 8 },
    async run(delivery, { attempt }) {
      try {
        const answer = await deliverWebhook(
          services.orm.em.fork(),
          delivery,
          attempt,
          services.webhookTargets,
        );
        return answer ? { statusCode: answer.statusCode } : { outcome: 'skipped' };
      } catch (error) {
        if (error instanceof WebhookNotDelivered) throw new Error(`Webhook not delivered: ${error.message}`);
        throw error;
      }
    },
  };
}
