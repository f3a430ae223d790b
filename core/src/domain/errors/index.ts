export * from './app-error.ts';
export * from './error-codes.ts';
