export * from './best-of.ts';
export * from './bracket-state.ts';
export * from './event-text.ts';
export * from './match-trends.ts';
export * from './player-stats.ts';
export * from './publication.ts';
export * from './rulebook.ts';
export * from './schedule-status.ts';
