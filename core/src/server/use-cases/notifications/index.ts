export * from './list-notifications.ts';
export * from './mark-notifications-read.ts';
export * from './match-reminder-facts.ts';
export * from './notification-facts.ts';
export * from './notify.ts';
export * from './notify-check-in-open.ts';
export * from './recipients.ts';
