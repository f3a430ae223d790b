import { discordNotificationJob, loadNotificationFacts } from '@galaxia/core/server';
import { deliverOnce, failDelivery } from '../notices/deliver-once.ts';
import { notificationMessage } from '../notices/render-notice.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Discord allows 50 requests a second per bot; notifications keep well under it across all workers. */
const NOTIFICATIONS_PER_SECOND = 20;

/**
 * Posts announcements and match updates in the tournament server's notification channel. Nothing is
 * posted for a server without a channel, nor for a fact that no longer holds.
 */
export function discordNotificationProcessor(
  services: Pick<WorkerServices, 'orm' | 'discord' | 'publicUrl'>,
): Processor<typeof discordNotificationJob> {
  return {
    definition: discordNotificationJob,
    queue: { limiter: { max: NOTIFICATIONS_PER_SECOND, duration: 1000 } },
    async run(notification, { redis }) {
      const facts = await loadNotificationFacts(services.orm.em.fork(), notification);
      if (!facts) return { outcome: 'stale' };
      const channelId = facts.tournament.notificationChannelId;
      if (!channelId) return { outcome: 'no-channel' };
      const deliveryKey = discordNotificationJob.jobId?.(notification) ?? '';
      const message = notificationMessage(facts, services.publicUrl);
      const outcome = await deliverOnce(redis, deliveryKey, (nonce) =>
        services.discord.postMessage(channelId, { ...message, nonce }),
      ).catch(failDelivery);
      return { outcome };
    },
  };
}
