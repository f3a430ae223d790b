export * from './ban-end.ts';
export * from './circuit-leaderboard.ts';
export * from './community-slug.ts';
export * from './next-season.ts';
export * from './rating-seeds.ts';
export * from './rating-updates.ts';
