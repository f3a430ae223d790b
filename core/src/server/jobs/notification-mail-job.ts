import { defineScheduledJob } from './define-job.ts';

/** Scheduled by the workers for themselves: mails the copies of new notifications. */
export const notificationMailJob = defineScheduledJob('notification-mail', 'notifications.mail');
