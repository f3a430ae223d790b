import { apiSlice } from '../../app/api-slice.ts';
import { tableEndpoints, tableRequest } from '../../app/table-endpoints.ts';

const tournamentInvitationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      tournamentInvitations: table.query('account.tournamentInvitations', { providesTags: ['Team'] }),
      answerTournamentInvitation: table.mutation(
        ({ id, accept }: { id: string; accept: boolean }) =>
          tableRequest(accept ? 'entries.acceptInvitation' : 'entries.declineInvitation', { params: { id } }),
        // An accepted invitation enters the team: its events and record change too.
        { invalidatesTags: ['Team', 'Event'] },
      ),
    };
  },
});

export const { useTournamentInvitationsQuery, useAnswerTournamentInvitationMutation } =
  tournamentInvitationsApi;
