export * from './lobby-allocation.ts';
export * from './lobby-results.ts';
export * from './lobby-rules.ts';
export * from './lobby-timing.ts';
export * from './phase-closing.ts';
export * from './points-table.ts';
export * from './qualifiers.ts';
export * from './standings.ts';
