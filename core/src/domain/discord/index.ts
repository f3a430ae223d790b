export * from './bot-permissions.ts';
export * from './timestamp-markup.ts';
