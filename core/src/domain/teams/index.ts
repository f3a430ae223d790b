export * from './roster-rules.ts';
