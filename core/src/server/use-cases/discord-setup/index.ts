export * from './guild-discord-settings.ts';
export * from './role-plan.ts';
export * from './streamer-members.ts';
