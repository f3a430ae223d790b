export * from './internal/match-reminder-facts.ts';
export * from './internal/notification-facts.ts';
export * from './internal/recipients.ts';
export * from './list-notifications.ts';
export * from './mail-notifications.ts';
export * from './mark-notifications-read.ts';
export * from './notify.ts';
export * from './notify-check-in-open.ts';
