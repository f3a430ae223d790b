import { z } from 'zod';
import {
  inviteTeamPayloadSchema,
  registerTeamPayloadSchema,
  swapRosterPayloadSchema,
  tournamentEntriesSchema,
  tournamentEntrySchema,
  tournamentInvitationSchema,
} from '../competition.ts';
import { ofTournament, route } from './route-contract.ts';

/** Teams entering a tournament: registering, withdrawing, swapping substitutes, and invitations. */
export const entryRoutes = {
  register: route({
    method: 'post',
    path: '/events/:id/registrations',
    access: 'user',
    summary: 'The captain registers the team with its roster (a full event puts it on the waitlist)',
    body: registerTeamPayloadSchema,
    response: tournamentEntrySchema,
    status: 201,
    cache: ofTournament,
  }),
  withdraw: route({
    method: 'delete',
    path: '/events/:id/registrations/:teamId',
    access: 'user',
    summary: 'The captain takes the team out; a freed place goes to the first team on the waitlist',
    response: z.object({ withdrawn: z.literal(true) }),
    cache: ofTournament,
  }),
  swap: route({
    method: 'post',
    path: '/events/:id/registrations/:teamId/swap',
    access: 'user',
    summary: 'The captain swaps a substitute for a starter, before check-in',
    body: swapRosterPayloadSchema,
    response: tournamentEntrySchema,
    cache: ofTournament,
  }),
  invite: route({
    method: 'post',
    path: '/organiser/tournaments/:id/invitations',
    access: 'organiser',
    summary: 'Invites a team into the tournament; its captain accepts or declines',
    body: inviteTeamPayloadSchema,
    response: tournamentInvitationSchema,
    status: 201,
    cache: ofTournament,
  }),
  // The path names the invitation, not its tournament: an answer drops every public answer.
  acceptInvitation: route({
    method: 'post',
    path: '/tournament-invitations/:id/accept',
    access: 'user',
    summary: "The captain accepts the team's invitation into a tournament",
    response: tournamentInvitationSchema,
  }),
  declineInvitation: route({
    method: 'post',
    path: '/tournament-invitations/:id/decline',
    access: 'user',
    summary: "The captain declines the team's invitation into a tournament",
    response: tournamentInvitationSchema,
  }),
  registrations: route({
    method: 'get',
    path: '/organiser/tournaments/:id/registrations',
    access: 'organiser',
    summary: "The tournament's entries with their rosters, for the organiser",
    response: tournamentEntriesSchema,
  }),
};
