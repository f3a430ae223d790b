export * from './free-slots.ts';
export * from './game-score-list.ts';
export * from './thread-custom-id.ts';
export * from './thread-events.ts';
export * from './veto-custom-id.ts';
