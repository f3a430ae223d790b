export * from './guild-discord-settings.ts';
