import {
  type DiscordNotification,
  discordNotificationJob,
  loadNotificationFacts,
} from '@galaxia/core/server';
import { postOnce } from '../notices/deliver-once.ts';
import { logMessage, notificationMessage } from '../notices/render-notice.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Discord allows 50 requests a second per bot; notifications keep well under it across all workers. */
const NOTIFICATIONS_PER_SECOND = 20;

/**
 * Organiser actions go to the log channel; a phase start, and an announcement of what a ruling changed,
 * are both news and an organiser action.
 */
const placesOf = (notification: DiscordNotification): { announcement: boolean; log: boolean } => {
  switch (notification.kind) {
    case 'announcement':
      return { announcement: true, log: notification.log === true };
    case 'ruling':
    case 'dispute-resolved':
      return { announcement: false, log: true };
    case 'phase-started':
      return { announcement: true, log: true };
    default:
      return { announcement: true, log: false };
  }
};

/**
 * Posts announcements and match updates in the server's announcement channel (its Discord settings)
 * and organiser actions in its log channel. Nothing is posted where the server chose no channel, nor
 * for a fact that no longer holds.
 */
export function discordNotificationProcessor(
  services: Pick<WorkerServices, 'orm' | 'discord' | 'publicUrl'>,
): Processor<typeof discordNotificationJob> {
  return {
    definition: discordNotificationJob,
    // One at a time, so posts keep the order their jobs were queued in (a result before the phase it ends).
    queue: { concurrency: 1, limiter: { max: NOTIFICATIONS_PER_SECOND, duration: 1000 } },
    async run(notification, { redis }) {
      const facts = await loadNotificationFacts(services.orm.em.fork(), notification);
      if (!facts) return { outcome: 'stale' };
      const deliveryKey = discordNotificationJob.jobId?.(notification) ?? '';
      const places = placesOf(notification);
      const announcementId = places.announcement ? facts.tournament.notificationChannelId : null;
      const logId = places.log ? facts.tournament.logChannelId : null;
      if (!announcementId && !logId) return { outcome: 'no-channel' };
      let outcome: 'sent' | 'already-sent' = 'already-sent';
      if (announcementId) {
        const message = notificationMessage(facts, services.publicUrl);
        outcome = await postOnce(redis, deliveryKey, services.discord, announcementId, message);
      }
      if (logId) {
        const message = logMessage(facts, services.publicUrl);
        const logged = message
          ? await postOnce(redis, `${deliveryKey}.log`, services.discord, logId, message)
          : 'already-sent';
        if (logged === 'sent') outcome = 'sent';
      }
      return { outcome };
    },
  };
}
