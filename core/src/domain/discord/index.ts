export * from './bot-permissions.ts';
