export * from './fake-discord.ts';
export * from './http-fake.ts';
export * from './test-services.ts';
