export * from './battle-royale-scenarios.ts';
export * from './bracket-scenarios.ts';
export * from './scenario-people.ts';
