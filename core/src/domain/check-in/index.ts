export * from './check-in-rules.ts';
