export * from './match-threads-channel.ts';
export * from './sync-match-thread.ts';
export * from './thread-access.ts';
export { discordStamp } from './thread-card.ts';
export * from './thread-discord.ts';
export * from './thread-facts.ts';
