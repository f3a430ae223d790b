export * from './webhook-rules.ts';
