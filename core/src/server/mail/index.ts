export * from './dev-outbox.ts';
export * from './mailer.ts';
