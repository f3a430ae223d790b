export * from './captaincy.ts';
export * from './roster-rules.ts';
