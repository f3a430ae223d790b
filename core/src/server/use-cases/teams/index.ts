export * from './create-team.ts';
export * from './get-team.ts';
export * from './invite-team-member.ts';
export * from './leave-team.ts';
export * from './list-my-teams.ts';
export * from './remove-team-member.ts';
export * from './respond-to-team-invitation.ts';
export * from './transfer-team-captaincy.ts';
