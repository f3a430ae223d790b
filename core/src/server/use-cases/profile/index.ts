export * from './get-profile.ts';
export * from './get-settings.ts';
export * from './language.ts';
export * from './update-profile.ts';
export * from './update-settings.ts';
