export * from './app-error.ts';
