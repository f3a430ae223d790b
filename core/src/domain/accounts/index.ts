export * from './account-links.ts';
export * from './account-pages.ts';
export * from './api-tokens.ts';
export * from './credentials.ts';
export * from './device-label.ts';
export * from './guild-permissions.ts';
export * from './sign-in-throttle.ts';
