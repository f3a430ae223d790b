export * from './guild-permissions.ts';
