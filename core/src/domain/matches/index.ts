export * from './allowed-actions.ts';
export * from './forfeit.ts';
export * from './match-actor.ts';
export { matchGuards } from './match-guards.ts';
export * from './match-outcome.ts';
export * from './match-rules.ts';
export * from './match-transitions.ts';
export * from './rulings.ts';
export * from './stream-rules.ts';
