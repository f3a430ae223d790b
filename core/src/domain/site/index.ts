export * from './site-paths.ts';
