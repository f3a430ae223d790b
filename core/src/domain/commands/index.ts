export * from './slash-commands.ts';
