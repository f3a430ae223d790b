export * from './check-consistency.ts';
export * from './database-truth.ts';
export * from './discord-posts.ts';
export * from './live-recorder.ts';
export * from './page-text.ts';
