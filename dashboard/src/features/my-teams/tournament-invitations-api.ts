import type { TournamentInvitation, TournamentInvitations } from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const tournamentInvitationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    tournamentInvitations: build.query<TournamentInvitations, void>({
      query: () => '/me/tournament-invitations',
      providesTags: ['Team'],
    }),
    answerTournamentInvitation: build.mutation<TournamentInvitation, { id: string; accept: boolean }>({
      query: ({ id, accept }) => ({
        url: `/tournament-invitations/${id}/${accept ? 'accept' : 'decline'}`,
        method: 'POST',
      }),
      // An accepted invitation enters the team: its events and record change too.
      invalidatesTags: ['Team', 'Event'],
    }),
  }),
});

export const { useTournamentInvitationsQuery, useAnswerTournamentInvitationMutation } =
  tournamentInvitationsApi;
