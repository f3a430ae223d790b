export * from './seeded-random.ts';
