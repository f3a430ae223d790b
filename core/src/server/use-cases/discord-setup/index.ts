export * from './guild-discord-settings.ts';
export * from './role-plan.ts';
