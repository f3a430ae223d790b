export * from './fake-coc.ts';
export * from './fake-discord.ts';
export * from './fake-discord-rest.ts';
export * from './fake-google.ts';
export * from './http-fake.ts';
export * from './smtp-capture.ts';
export * from './test-services.ts';
