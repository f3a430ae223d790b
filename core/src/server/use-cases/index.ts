export * from './access/require-server-admin.ts';
export * from './accounts/administered-servers.ts';
export * from './accounts/demo-sign-in.ts';
export * from './accounts/sign-in-with-discord.ts';
export * from './game-accounts/index.ts';
export * from './profile/index.ts';
export * from './teams/index.ts';
export * from './tournaments/index.ts';
