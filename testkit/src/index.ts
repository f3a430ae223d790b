export * from './fake-coc.ts';
export * from './fake-discord.ts';
export * from './fake-discord-rest.ts';
export * from './fake-twitch.ts';
export * from './fake-youtube.ts';
export * from './http-fake.ts';
export * from './test-services.ts';
