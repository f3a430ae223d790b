export * from './complete-coc-verification.ts';
export * from './record-bgmi-probe.ts';
export * from './refresh-town-halls.ts';
