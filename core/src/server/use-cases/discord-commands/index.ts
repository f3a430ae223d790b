export * from './actionable-matches.ts';
export * from './captained-teams.ts';
export * from './guild-tournaments.ts';
export * from './register-whole-team.ts';
export * from './schedule-from-discord.ts';
