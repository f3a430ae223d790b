export * from './match-reminder-facts.ts';
export * from './notification-facts.ts';
