import { tournamentRoleGrant } from './tournament-role-grant.ts';

/** The organiser's grant of the streamer role for one tournament. */
export const TournamentStreamer = tournamentRoleGrant('TournamentStreamer', 'tournament_streamers');
