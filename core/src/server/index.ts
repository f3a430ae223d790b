/** Node-only entry of the core: configuration, persistence, jobs and use cases. Never imported by the dashboard. */

// The api's chaos test still takes the generator from the server entry; it lives in the pure domain.
export * from './clock.ts';
export * from './config/index.ts';
export * from './context.ts';
export * from './db/ensure-database.ts';
export * from './db/entities/index.ts';
export * from './db/orm.ts';
export * from './discord/bot-fetch.ts';
export * from './discord/guild-rest.ts';
export * from './health/check-health.ts';
export * from './i18n/server-i18n.ts';
export * from './jobs/index.ts';
export * from './mail/index.ts';
export * from './rate-limits.ts';
export * from './redis.ts';
export * from './seed/prepare-database.ts';
export * from './seed/seed-demo-data.ts';
export * from './shared-test-clock.ts';
export * from './use-cases/index.ts';
