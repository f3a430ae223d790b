import { z } from 'zod';
import { playerSearchQuerySchema, playerSearchResultSchema } from '../player-season.ts';
import {
  galaxiaTeamSchema,
  inviteTeamMemberSchema,
  myTeamSchema,
  teamDetailSchema,
  transferCaptaincyPayloadSchema,
  updateTeamProfileSchema,
} from '../teams.ts';
import { NO_CONTENT, route } from './route-contract.ts';

/**
 * A person's Galaxia teams: creating one, its roster and invitations, and the captain's edits. A team
 * spans tournaments, so a change drops every public answer (no `cache` rule).
 */
export const teamRoutes = {
  // A multipart form: createTeamPayloadSchema's fields and an optional `logo` image, read by the api.
  create: route({
    method: 'post',
    path: '/teams',
    access: 'user',
    summary: 'Creates a team with the caller as its captain (multipart form, optional logo)',
    response: galaxiaTeamSchema,
    status: 201,
  }),
  mine: route({
    method: 'get',
    path: '/teams/mine',
    access: 'user',
    summary: "The caller's teams, with their role and the invitations they have not answered",
    response: z.object({ teams: z.array(myTeamSchema) }),
  }),
  detail: route({
    method: 'get',
    path: '/teams/:id',
    access: 'user',
    summary: 'One team with its roster: captain first, then players, then open invitations',
    response: teamDetailSchema,
  }),
  invite: route({
    method: 'post',
    path: '/teams/:id/members',
    access: 'user',
    summary: 'The captain invites a player (by Galaxia or Discord id)',
    body: inviteTeamMemberSchema,
    response: teamDetailSchema,
    status: 201,
  }),
  removeMember: route({
    method: 'delete',
    path: '/teams/:id/members/:userId',
    access: 'user',
    summary: 'The captain removes a player or withdraws an invitation',
    response: teamDetailSchema,
  }),
  acceptInvitation: route({
    method: 'post',
    path: '/teams/:id/invitation/accept',
    access: 'user',
    summary: "Accepts the caller's invitation to the team",
    response: teamDetailSchema,
  }),
  declineInvitation: route({
    method: 'post',
    path: '/teams/:id/invitation/decline',
    access: 'user',
    summary: "Declines the caller's invitation to the team",
    response: NO_CONTENT,
  }),
  leave: route({
    method: 'post',
    path: '/teams/:id/leave',
    access: 'user',
    summary: 'The caller leaves the team; the last player out disbands it',
    response: z.object({ disbanded: z.boolean() }),
  }),
  updateProfile: route({
    method: 'patch',
    path: '/teams/:id',
    access: 'user',
    summary: "The captain sets the team's region, description and founding year",
    body: updateTeamProfileSchema,
    response: teamDetailSchema,
  }),
  transferCaptaincy: route({
    method: 'post',
    path: '/teams/:id/captain',
    access: 'user',
    summary: 'The captain hands the captaincy to another member',
    body: transferCaptaincyPayloadSchema,
    response: teamDetailSchema,
  }),
  // Not under /players/:id, which would take "search" for a player id.
  playerSearch: route({
    method: 'get',
    path: '/player-search',
    access: 'user',
    summary: 'Players whose name matches, to invite to a team',
    query: playerSearchQuerySchema,
    response: z.object({ players: z.array(playerSearchResultSchema) }),
  }),
};
