export * from './community-bans.ts';
export * from './community-staff.ts';
export * from './community-team-bans.ts';
export * from './get-community-page.ts';
export * from './get-community-settings.ts';
export * from './start-next-season.ts';
export * from './update-circuit-points.ts';
export * from './update-community-settings.ts';
