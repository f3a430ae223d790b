/** Browser-safe entry: pure domain rules and zod contracts. Node-only code lives in `@galaxia/core/server`. */
export * from './contracts/index.ts';
export * from './domain/index.ts';
