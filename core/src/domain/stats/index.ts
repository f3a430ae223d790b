export * from './event-summary.ts';
export * from './indian-rupees.ts';
export * from './prize-split.ts';
export * from './standings.ts';
export * from './team-aggregates.ts';
