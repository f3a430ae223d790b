import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** Scheduled by the workers for themselves: mails the copies of new notifications. */
export const notificationMailJob = defineJob({
  queue: 'notification-mail',
  name: 'notifications.mail',
  schema: z.object({ requestedAt: z.iso.datetime() }),
  attempts: 1,
});
