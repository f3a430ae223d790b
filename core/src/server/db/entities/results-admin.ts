import { tournamentRoleGrant } from './tournament-role-grant.ts';

/** A person the organiser appointed to enter lobby results for one tournament. */
export const ResultsAdmin = tournamentRoleGrant('ResultsAdmin', 'tournament_results_admins');
