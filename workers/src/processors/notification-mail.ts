import { mailNotifications, notificationMailJob } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Mails the copies of new notifications to the people who want them (settings: email notifications). */
export const notificationMailProcessor = (
  services: Pick<WorkerServices, 'orm' | 'mailer' | 'publicUrl'>,
): Processor<typeof notificationMailJob> => ({
  definition: notificationMailJob,
  async run() {
    if (!services.mailer) return { mailed: 0, skipped: 0 };
    return mailNotifications(services.orm.em.fork(), {
      mailer: services.mailer,
      publicUrl: services.publicUrl,
    });
  },
});
